import Foundation

/// The pixel size stored in a PNG's header (the IHDR chunk right after the signature).
struct PNGSize: Hashable {
    let width: Int
    let height: Int

    /// The size of the PNG in `data`; `nil` when it is not a PNG.
    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.prefix(4) == [0x89, 0x50, 0x4E, 0x47] else { return nil }
        width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    }
}
