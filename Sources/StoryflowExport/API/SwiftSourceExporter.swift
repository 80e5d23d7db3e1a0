import Storyflow

/// Writes a ``Flow`` as Swift source in the Storyflow DSL: a file that compiles and builds the same
/// flow, for `storyflow export --format swift`.
///
/// ```swift
/// let flow = try Flow("Demo") {
///     NavigationController("Nav", initial: true) {
///         ViewController("Home") { Button("Next").segue(.show, to: "Detail") }
///     }
///     ViewController("Detail")
/// }
/// print(SwiftSourceExporter().source(for: flow))
/// ```
/// prints
/// ```swift
/// import Storyflow
///
/// /// Demo, exported by Storyflow.
/// func demoFlow() throws(FlowDefinitionError) -> Flow {
///     try Flow("Demo") {
///         NavigationController("Nav", initial: true) {
///             ViewController("Home") {
///                 Button("Next")
///                     .segue(.show, to: "Detail")
///             }
///         }
///         ViewController("Detail")
///     }
/// }
/// ```
/// ``export(_:functionName:)`` also lists what the source could not say (``ExportLoss``), to
/// report as warnings; the source notes each in an `// Export loss:` comment.
///
/// ## What the source keeps
/// The flow's name and device; scene ids, as the DSL's scene names (an import's storyboard object ids:
/// `ViewController("BYZ-38-t0r", title: "Players")`), kinds, titles, classes, storyboard ids, tab bar
/// items, the initial scene, storyboard references, navigation items, views, tables, cells and
/// toolbars; every segue on the element that fires it, with its kind, destination, identifier,
/// presentation, popover anchor, segue class and unwind action; containers nesting their children.
///
/// ## What "the same flow" means
/// Compiling the source gives the flow back, except for:
/// - **Locations**: the DSL records the source's `#fileID` and `#line`.
/// - **Element and segue ids**: the DSL derives them from positions and identifiers
///   (`Players.rightBarButton0`, `Players.AddPlayer`) and triggers name the derived element ids.
///   The DSL would take the ids of leaf views and bar buttons (`Label(id:text:)`) but not those of
///   stacks, tables, cells or segues, so the source uses the derived ones throughout: elements keep
///   their positions, and nothing in a flow refers to a segue id.
/// - **Order**: scenes come in declaration order (a container before its children), segues scene
///   by scene (relationships first, then triggers in content order).
/// - **Default presentation**: an animated presentation without styles is written as none (`.present`).
/// - Each ``ExportLoss``, also written as an `// Export loss:` comment above the declaration it
///   concerns: details the DSL cannot carry (an unwind's inferred target becomes exact, a gesture's
///   title comes from its kind…), segues on elements the model lacks (declared as a
///   ``ManualSegue`` when they have an identifier, else left out), scenes the DSL cannot declare as
///   they are (declared as a ``ViewController``), a scene's second container.
///
/// A flow built with the DSL comes back equal except for locations.
public struct SwiftSourceExporter: Sendable {
    /// Creates an exporter.
    public init() {}

    /// The Swift source declaring `flow`, in a function named after it (see ``functionName(forFlowNamed:)``).
    public func source(for flow: Flow) -> String {
        export(flow).source
    }

    /// The Swift source declaring `flow` in a function called `functionName` (by default named after
    /// the flow), with the losses the source notes.
    ///
    /// - Parameter functionName: a valid Swift identifier; give distinct names to flows exported
    ///   into one module.
    public func export(_ flow: Flow, functionName: String? = nil) -> SwiftSourceExport {
        let plan = ExportPlan(flow: flow)
        let name = functionName ?? Self.functionName(forFlowNamed: flow.name)
        let scenes = SceneWriter(plan: plan)
        var writer = SourceWriter()
        writer.line("import Storyflow")
        writer.line("")
        writer.line("/// \(SwiftLiteral.commentText(flow.name)), exported by Storyflow.")
        writer.block("func \(name)() throws(FlowDefinitionError) -> Flow") { body in
            scenes.writeLosses(of: nil, into: &body)
            let device = flow.device.map { ", device: .\($0.rawValue)" } ?? ""
            body.block("try Flow(\(SwiftLiteral.string(flow.name))\(device))") { content in
                scenes.writeScenes(into: &content)
            }
        }
        return SwiftSourceExport(source: writer.text, functionName: name, losses: plan.orderedLosses)
    }

    /// The function name the source gives a flow called `name`: lowerCamelCase ASCII words ending
    /// in `Flow`.
    ///
    /// ```swift
    /// SwiftSourceExporter.functionName(forFlowNamed: "Main")                // "mainFlow"
    /// SwiftSourceExporter.functionName(forFlowNamed: "MainStoryboard~ipad") // "mainStoryboardIpadFlow"
    /// SwiftSourceExporter.functionName(forFlowNamed: "UIKit Catalog")       // "uiKitCatalogFlow"
    /// ```
    public static func functionName(forFlowNamed name: String) -> String {
        SwiftIdentifier.functionName(forFlowNamed: name)
    }
}
