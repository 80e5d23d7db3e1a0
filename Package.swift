// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Storyflow",
    platforms: [.macOS(.v13)],
    // What a team depends on: the model and DSL, the reviewer, the diagrams (a flow's graph, a diff's,
    // split pages and the atlas, drawn with Graphviz), and the commands; the executables and the plugin.
    // The other targets are the package's own parts; its tools build by target name (`--product`).
    products: [
        .library(name: "Storyflow", targets: ["Storyflow"]),
        .library(name: "StoryflowReview", targets: ["StoryflowReview"]),
        .library(
            name: "StoryflowDiagrams",
            targets: ["StoryflowDiagrams", "StoryflowLayout", "StoryflowDiff", "GraphvizDOT", "GraphvizRender"]
        ),
        .library(name: "StoryflowCommand", targets: ["StoryflowCommand"]),
        .executable(name: "storyflow", targets: ["storyflow"]),
        .executable(name: "storyflow-benchmark", targets: ["StoryflowBenchmark"]),
        .plugin(name: "RenderFlows", targets: ["RenderFlows"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (scripts/docs); adds nothing to the products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.5.0"),
    ],
    targets: [
        // Pure Swift: the model, the DSL, JSON, the flow index and diagnostics every stage prints.
        .target(name: "Storyflow"),
        // The reviewer: built-in rules and the open `ReviewRule` API for a team's own rules.
        .target(name: "StoryflowReview", dependencies: ["Storyflow"]),
        // What a change did to a flow: scenes and segues of two versions matched, added, removed, changed.
        .target(name: "StoryflowDiff", dependencies: ["Storyflow"]),
        // Flow → other text formats: Swift DSL source, Mermaid (of a flow or of a diff).
        .target(name: "StoryflowExport", dependencies: ["Storyflow", "StoryflowDiff"]),
        // The seed apps, written in the DSL; built into the CLI.
        .target(name: "StoryflowSamples", dependencies: ["Storyflow"], path: "samples"),
        // A typed Graphviz graph and its DOT writer; nothing Storyflow-specific.
        .target(name: "GraphvizDOT"),
        // The system Graphviz library (libgvc), seen through one shim header.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev", "zlib1g-dev"]), .brew(["graphviz"])]
        ),
        // DOT → layout → SVG/PNG/PDF in-process, and a laid-out graph's places read back: the only Swift
        // code that calls Graphviz's C API. It finds cairo's functions with dlopen/dlsym (in glibc's libdl before 2.34).
        .target(
            name: "GraphvizRender", dependencies: ["GraphvizDOT", "CGraphviz"],
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // Flow → Graphviz graph in the storyboard-canvas look.
        .target(name: "StoryflowLayout", dependencies: ["Storyflow", "GraphvizDOT"]),
        // Diagrams beyond one graph of one flow: a diff's sides laid out once, split pages, the atlas.
        .target(name: "StoryflowDiagrams", dependencies: ["Storyflow", "StoryflowDiff", "StoryflowLayout", "GraphvizDOT", "GraphvizRender"]),
        // Xcode .storyboard XML → Flow.
        .target(name: "StoryflowStoryboard", dependencies: ["Storyflow"]),
        // Swift sources (SwiftUI and UIKit navigation) → Flow, through swift-syntax's parser.
        .target(
            name: "StoryflowSource",
            dependencies: [
                "Storyflow",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Ground truths of verified transitions and the recall of a scan against them.
        .target(name: "StoryflowScanRecall", dependencies: ["Storyflow", "StoryflowSource", "StoryflowStoryboard"]),
        // `storyflow-scan-recall`: the recall of `storyflow scan` on each app of a corpus with a ground truth.
        .executableTarget(
            name: "storyflow-scan-recall",
            dependencies: [
                "StoryflowScanRecall", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/StoryflowScanRecallTool"
        ),
        // Child processes on Linux and macOS: layout workers, supervised and measured runs. What differs
        // between the two systems is in `PlatformProcess` alone.
        .target(
            name: "ChildProcesses",
            dependencies: [
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system", condition: .when(platforms: [.linux])),
            ]
        ),
        // Synthetic flows of any size and shape, for benchmarks and scale tests.
        .target(name: "StoryflowGenerator", dependencies: ["Storyflow"]),
        // A diagram's SVG → one self-contained interactive HTML page (pan, zoom, search, filters, details).
        // Its script and style sheet are files in Resources/, inlined into each page; the class names
        // the script reads are StoryflowLayout's `SVGClass`, written into the page.
        .target(name: "StoryflowHTML", dependencies: ["Storyflow", "StoryflowReview", "StoryflowLayout"], resources: [.process("Resources")]),
        // The `storyflow` commands, reusable by teams with their own flows.
        .target(
            name: "StoryflowCommand",
            dependencies: [
                "Storyflow", "StoryflowReview", "StoryflowExport", "StoryflowLayout", "StoryflowStoryboard", "StoryflowSource",
                "StoryflowGenerator", "StoryflowDiff", "StoryflowDiagrams", "StoryflowHTML", "GraphvizDOT", "GraphvizRender", "ChildProcesses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "storyflow", dependencies: ["StoryflowCommand", "StoryflowSamples"]),
        // `swift package --allow-writing-to-package-directory render-flows`: a package's flows into its docs.
        .plugin(
            name: "RenderFlows",
            capability: .command(
                intent: .custom(verb: "render-flows", description: "Render the package's navigation flows into its documentation"),
                permissions: [.writeToPackageDirectory(reason: "The diagrams are written into the package's DocC catalog or docs folder")]
            ),
            dependencies: ["storyflow"]
        ),
        // Seeded mutants of storyboards and JSON flows, and the campaign that runs storyflow on them.
        .target(name: "StoryflowMutation"),
        .executableTarget(
            name: "storyflow-mutation-campaign",
            dependencies: ["StoryflowMutation", "StoryflowCommand", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/StoryflowMutationCampaign"
        ),
        // A team's own flows command with its own review rule, on the public API only (tested by StoryflowCommandTests).
        .executableTarget(
            name: "team-flows-example", dependencies: ["Storyflow", "StoryflowReview", "StoryflowCommand"], path: "Examples/TeamFlows"
        ),
        // Renders under valgrind for `scripts/leak-check` (valgrind cannot follow an async main).
        .executableTarget(
            name: "graphviz-leak-check", dependencies: ["GraphvizRender", "StoryflowLayout", "StoryflowSamples", "StoryflowGenerator"],
            path: "Sources/GraphvizLeakCheck"
        ),
        // Times every phase at growing sizes against the `dot` command: `storyflow-benchmark`.
        .executableTarget(
            name: "StoryflowBenchmark",
            dependencies: [
                "Storyflow", "StoryflowReview", "StoryflowLayout", "StoryflowStoryboard", "StoryflowSource", "StoryflowGenerator", "GraphvizDOT",
                "GraphvizRender", "ChildProcesses", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // StoryflowSource's own: named here too so the parser's C shims are built before this target imports it.
                .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),

        .testTarget(name: "StoryflowTests", dependencies: ["Storyflow", "StoryflowReview", "StoryflowSamples"]),
        .testTarget(name: "StoryflowReviewTests", dependencies: ["StoryflowReview", "Storyflow", "StoryflowSamples"]),
        .testTarget(name: "GraphvizDOTTests", dependencies: ["GraphvizDOT"]),
        .testTarget(name: "GraphvizRenderTests", dependencies: ["GraphvizRender", "GraphvizDOT"]),
        .testTarget(
            name: "StoryflowLayoutTests", dependencies: ["StoryflowLayout", "StoryflowSamples", "GraphvizRender"],
            exclude: ["Golden"]
        ),
        // Fixtures/: storyboards written for these tests (read from the source tree, like Golden/);
        // HostileFixtures/: small inputs that once crashed the importer or the layout.
        .testTarget(name: "StoryflowStoryboardTests", dependencies: ["StoryflowStoryboard", "Storyflow"], exclude: ["Fixtures", "HostileFixtures"]),
        .testTarget(
            name: "StoryflowSourceTests", dependencies: ["StoryflowSource", "Storyflow", "StoryflowReview", "StoryflowScanRecall"],
            exclude: ["GroundTruth", "Fixtures"]
        ),
        .testTarget(
            name: "StoryflowDiagramsTests",
            dependencies: ["StoryflowDiagrams", "Storyflow", "StoryflowDiff", "StoryflowLayout", "StoryflowSamples", "GraphvizDOT", "GraphvizRender"]
        ),
        .testTarget(name: "StoryflowGeneratorTests", dependencies: ["StoryflowGenerator"]),
        // PullRequestAction/: a stand-in `gh` for the test of the pull-request action's script.
        .testTarget(
            name: "StoryflowCommandTests",
            dependencies: [
                "StoryflowCommand", "StoryflowSamples", "StoryflowMutation", "StoryflowDiff", "StoryflowDiagrams", "StoryflowLayout", "GraphvizDOT",
                "GraphvizRender", "ChildProcesses",
            ],
            exclude: ["PullRequestAction"]
        ),
        .testTarget(name: "StoryflowExportTests", dependencies: ["StoryflowExport", "Storyflow", "StoryflowDiff", "StoryflowStoryboard", "StoryflowSamples"]),
        // Refactors/: one app's storyboards before and after a split, a rename, a move, localised copies.
        .testTarget(
            name: "StoryflowDiffTests", dependencies: ["StoryflowDiff", "Storyflow", "StoryflowReview", "StoryflowSamples", "StoryflowStoryboard"],
            exclude: ["Golden", "Refactors"]
        ),
        .testTarget(name: "StoryflowBenchmarkTests", dependencies: ["StoryflowBenchmark", "ChildProcesses"]),
        .testTarget(name: "ChildProcessesTests", dependencies: ["ChildProcesses"]),
        .testTarget(
            name: "StoryflowHTMLTests",
            dependencies: ["StoryflowHTML", "Storyflow", "StoryflowReview", "StoryflowLayout", "StoryflowSamples", "GraphvizRender"],
            // Node/: the viewer script's logic tested by Node's own test runner (ViewerLogicNodeTests runs it).
            exclude: ["Node"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
