import Foundation

/// What a path names on disk, so a command can refuse a named pipe or a device by name instead of
/// blocking on it or reporting a misleading "permission" error.
///
/// ```swift
/// FileKind(path: "/dev/null")               // .characterDevice
/// FileKind(path: "/dev/null")?.description  // "a character device"
/// ```
public enum FileKind: Hashable, Sendable, CustomStringConvertible {
    case regularFile, directory, namedPipe, characterDevice, blockDevice, socket, other

    /// The kind of what `path` names (links followed); `nil` when nothing is there.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self = switch status.st_mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .directory
        case S_IFIFO: .namedPipe
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFSOCK: .socket
        default: .other
        }
    }

    /// The kind in words, with an article: `a named pipe (FIFO)`.
    public var description: String {
        switch self {
        case .regularFile: "a file"
        case .directory: "a folder"
        case .namedPipe: "a named pipe (FIFO)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .other: "not a regular file"
        }
    }
}
