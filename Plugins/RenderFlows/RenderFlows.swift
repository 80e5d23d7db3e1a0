import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-flows [--product NAME] [--output DIR] [--format LIST] [INPUT…] [render options]`
///
/// Renders a package's navigation flows into a folder of its own, by default the Resources of its
/// DocC catalog (`Sources/TARGET/TARGET.docc`), so documentation can show them (`![Checkout](Checkout.png)`):
///
/// - with `--product NAME`, or when the package has exactly one executable built on `StoryflowCommand`
///   and no INPUT is given, that executable is built and its flows rendered;
/// - otherwise the INPUTs (storyboards, folders of storyboards, flows as JSON, built-in sample names)
///   are rendered by Storyflow's own `storyflow` command.
///
/// Every other argument (`--theme dark`, `--legend`, `--sources App`, …) goes to `render` as it is.
@main
struct RenderFlows: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let product = extractor.extractOption(named: "product").last
        let output = extractor.extractOption(named: "output").last
        let format = extractor.extractOption(named: "format").last ?? "svg,png"
        let renderArguments = extractor.remainingArguments
        let package = context.package
        let inputsGiven = renderArguments.contains { !$0.hasPrefix("-") }

        let executable: URL
        let detected = product == nil && !inputsGiven ? try Self.flowsExecutable(in: package) : nil
        if let name = product ?? detected {
            executable = try build(name)
        } else {
            executable = try context.tool(named: "storyflow").url
        }
        let folder = try output.map { URL(fileURLWithPath: $0, relativeTo: package.directoryURL) } ?? Self.defaultFolder(in: package)
        try Self.run(
            executable, ["render"] + renderArguments + ["--format", format, "--output", folder.path],
            in: package.directoryURL
        )
        print("render-flows: diagrams are in \(folder.path)")
    }

    /// Builds the executable product `name` and returns its path.
    private func build(_ name: String) throws -> URL {
        print("render-flows: building \(name)…")
        let result = try packageManager.build(.product(name), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded, let artifact = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw RenderFlowsError("building '\(name)' failed:\n\(result.logText)")
        }
        return artifact.url
    }

    /// The package's one executable product that is built on `StoryflowCommand`; `nil` when there is none.
    private static func flowsExecutable(in package: Package) throws -> String? {
        let candidates = package.products(ofType: ExecutableProduct.self).filter { product in
            product.targets.contains { target in
                target.dependencies.contains { dependency in
                    switch dependency {
                    case .product(let product): product.name == "StoryflowCommand"
                    case .target(let target): target.name == "StoryflowCommand"
                    @unknown default: false
                    }
                }
            }
        }
        guard candidates.count <= 1 else {
            let names = candidates.map(\.name).sorted().joined(separator: ", ")
            throw RenderFlowsError("several executables render flows (\(names)): name one with --product")
        }
        return candidates.first?.name
    }

    /// `Resources` in the DocC catalog of the package's first target that has one in `Sources/TARGET`,
    /// else in the first catalog under `Sources`, else `docs/flows`.
    private static func defaultFolder(in package: Package) throws -> URL {
        let sources = package.directoryURL.appendingPathComponent("Sources")
        let catalogs = { (folder: URL) in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "docc" }.sorted { $0.path < $1.path }
        }
        let targetFolders = package.targets.map { sources.appendingPathComponent($0.name) }
        let otherFolders = ((try? FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.path < $1.path }
        for folder in targetFolders + otherFolders {
            if let catalog = catalogs(folder).first { return catalog.appendingPathComponent("Resources") }
        }
        return package.directoryURL.appendingPathComponent("docs/flows")
    }

    /// Runs `executable` in `folder`; its output passes through, a failure becomes an error.
    private static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw RenderFlowsError("rendering failed (status \(process.terminationStatus)): \(arguments.joined(separator: " "))")
        }
    }
}

/// Why `render-flows` stopped.
struct RenderFlowsError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
