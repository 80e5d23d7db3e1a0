internal import CGraphviz

extension GraphvizRenderer {
    /// The version of the Graphviz library this process renders with, as Graphviz states it
    /// (e.g. `2.43.0` or `14.1.4`): the one linked at run time, which may differ from the one built against.
    public static var graphvizVersion: String {
        let version = try? GraphvizContext.shared.perform { context, _ in
            gvcVersion(context).map { String(cString: $0) }
        }
        return (version ?? nil) ?? "unknown"
    }
}
