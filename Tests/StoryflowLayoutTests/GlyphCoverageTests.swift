import Foundation
import Storyflow
import StoryflowLayout
import Testing

/// No tofu: every character a diagram writes has a glyph in one of the fonts the diagram names,
/// as fontconfig reports them (on macOS, whose text system falls back to every installed font, in
/// any installed font). Skipped, saying why, where fontconfig's `fc-list` is missing.
@Suite(.enabled(if: FontCoverage.fcList != nil, "fc-list (fontconfig) is not installed: glyph coverage not checked"))
struct GlyphCoverageTests {
    /// A flow using every glyph Storyflow draws by itself, and symbols and emoji from user text.
    static let glyphs = Flow(name: "Glyphs", scenes: [
        Scene(id: "Symbols", title: "Info ⓘ 🔽", content: SceneContent(
            navigationBar: NavigationBar(title: "Bar", rightItems: BarButtonSystemItem.allCases.map { BarButton(id: $0.rawValue, systemItem: $0) }),
            elements: [
                .table(Table(id: "t", sections: [TableSection(cells: Cell.Accessory.allCases.map { Cell(id: $0.rawValue, accessory: $0) })])),
                .stack(StackView(id: "s", axis: .vertical, elements: symbolNames.map { .button(Button(id: $0, title: "", image: $0)) })),
            ] + Control.Kind.allCases.map { .control(Control(id: $0.rawValue, kind: $0)) }
        )),
    ])

    /// SF Symbol names that have a glyph, and a few that do not.
    static let symbolNames = [
        "plus", "plus.circle", "minus", "xmark", "checkmark", "gearshape", "star", "star.fill", "heart", "heart.fill", "trash",
        "square.and.arrow.up", "square.and.arrow.down", "pencil", "magnifyingglass", "info.circle", "questionmark.circle",
        "exclamationmark.triangle", "house", "envelope", "line.3.horizontal", "ellipsis", "arrow.clockwise", "arrow.counterclockwise",
        "arrow.left", "arrow.right", "arrow.up", "arrow.down", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
        "play", "pause", "stop", "backward", "forward", "sun.max", "moon", "cloud", "bolt", "phone", "flag", "flag.fill",
        "circle", "circle.fill", "square", "square.fill", "bookmark", "bookmark.fill", "square.grid.2x2", "keyboard",
        "location", "paperplane", "command", "music.note", "person", "slider.horizontal.3", "figure.walk",
    ]

    @Test(arguments: ["Glyphs", "Controls", "Ratings", "EveryKind"])
    func everyCharacterHasAGlyphInANamedFont(_ name: String) throws {
        let flow = switch name {
        case "Glyphs": Self.glyphs
        case "Controls": ControlDrawingTests.flow
        case "Ratings": Fixtures.ratings
        default: Fixtures.everyKind
        }
        let options = LayoutOptions()
        #if os(macOS)
        let coverage = try FontCoverage(families: [""])
        #else
        let coverage = try FontCoverage(families: options.fontName.split(separator: ",").map(String.init))
        #endif
        let dot = FlowLayout(options: options).graph(for: flow).dotSource
        let missing = Set(dot.unicodeScalars.filter { !coverage.covers($0) }).map { "U+" + String($0.value, radix: 16, uppercase: true) }
        #expect(missing.sorted() == [], "characters no named font draws")
    }
}

/// The characters the given font families cover, from `fc-list`.
struct FontCoverage {
    /// The path of `fc-list`, if fontconfig is installed.
    static let fcList = ["/usr/bin/fc-list", "/usr/local/bin/fc-list", "/opt/homebrew/bin/fc-list"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    private var ranges: [ClosedRange<UInt32>] = []

    /// The coverage of `families` (an empty name: every installed font); each must be installed.
    init(families: [String]) throws {
        for family in families {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(Self.fcList))
            let pattern = family.isEmpty ? ":" : ":family=\(family.trimmingCharacters(in: .whitespaces))"
            process.arguments = ["--format", "%{charset}\n", pattern]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let found = output.split(whereSeparator: \.isWhitespace).compactMap(Self.range)
            try #require(!found.isEmpty, "font \(family) is not installed; run scripts/install-dependencies")
            ranges += found
        }
    }

    /// Whether some family has a glyph for `scalar` (control characters and line breaks need none).
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || ranges.contains { $0.contains(scalar.value) }
    }

    /// `20-7e` or `a0` as a range of scalar values.
    private static func range(_ token: Substring) -> ClosedRange<UInt32>? {
        let bounds = token.split(separator: "-").compactMap { UInt32($0, radix: 16) }
        guard let low = bounds.first else { return nil }
        return low...(bounds.last ?? low)
    }
}
