import Foundation

/// Why reading or writing a file failed, in words: the system's reason (`no space left on the
/// device`), never Foundation's `NSCocoaErrorDomain error 512`.
///
/// ```swift
/// FileErrorText.reason(for: error)   // "the disk is full (no space left on the device)"
/// ```
public enum FileErrorText {
    /// The reason `error` (from Foundation or the system) happened at `path`, starting in lower
    /// case. Foundation reports some failures with no system error (`NSCocoaErrorDomain` 512); when
    /// a file stands where `path` needs a folder, that is the reason given.
    public static func reason(for error: any Error, at path: String? = nil) -> String {
        let error = error as NSError
        if let code = posixCode(of: error) { return reason(posixCode: code) }
        if let path, hasFileInThePath(path) { return reason(posixCode: ENOTDIR) }
        let cocoaCode = error.domain == NSCocoaErrorDomain ? error.code : nil
        switch cocoaCode {
        case NSFileWriteOutOfSpaceError: return reason(posixCode: ENOSPC)
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return reason(posixCode: EACCES)
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return reason(posixCode: ENOENT)
        case NSFileWriteVolumeReadOnlyError: return reason(posixCode: EROFS)
        case NSFileWriteFileExistsError: return "something else already has that name"
        case NSFileReadCorruptFileError, NSFileReadInapplicableStringEncodingError: return "the file is not text in the expected encoding"
        default:
            let description = error.localizedDescription
            return description.prefix(1).lowercased() + description.dropFirst()
        }
    }

    /// The words for a system error number.
    public static func reason(posixCode code: Int32) -> String {
        switch code {
        case ENOSPC: "the disk is full (no space left on the device)"
        case EDQUOT: "the disk quota is used up"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the disk is read-only"
        case ENOENT: "no such file or folder"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case EISDIR: "it is a folder, not a file"
        case ENAMETOOLONG: "the path is too long"
        case EMFILE, ENFILE: "too many files are open"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// Whether a folder on the way to `path` (not `path` itself) is a file.
    private static func hasFileInThePath(_ path: String) -> Bool {
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        while folder.path != "/" {
            if let kind = FileKind(path: folder.path) { return kind != .directory }
            folder = folder.deletingLastPathComponent()
        }
        return false
    }

    /// The system error number inside a Foundation error, if there is one.
    private static func posixCode(of error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        return nil
    }
}
