import Foundation
internal import CGraphviz

/// cgraph's object IDs handed out in creation order, so that a graph read twice in one process
/// is laid out twice the same way.
///
/// cgraph orders subgraphs by ID. Its default discipline uses the address of each interned name
/// as the ID, so cluster order (and with it coordinates) changes from render to render. This
/// discipline numbers anonymous objects 1, 2, 3… and named ones from 2³² upwards, both in
/// creation order: anonymous subgraphs still sort before named ones, as with the `dot` command.
///
/// It keeps the names itself: cgraph's internal name map, which a discipline may fall back on,
/// is emptied whenever any subgraph is closed (layouts such as `fdp` close helper subgraphs).
/// The names it hands back are the graph's reference-counted strings (`agstrdup`), as cgraph
/// expects: writers call `aghtmlstr` on a name, which reads the string's header, so a plain C
/// copy would make a name such as `flow` come out as the HTML string `<flow>` at random.
/// One instance per graph, created by the discipline's `open` and released by its `close`.
final class SequentialIDDiscipline {
    /// The discipline to read graphs with. Allocated once and never changed.
    nonisolated(unsafe) static let discipline: UnsafeMutablePointer<Agiddisc_t> = {
        let callbacks = cgraphviz_id_callbacks(
            open: { graph, _ in
                guard let graph else { return nil }
                return Unmanaged.passRetained(SequentialIDDiscipline(graph: graph)).toOpaque()
            },
            map: { state, _, name, id, create in
                guard let state, let id else { return 0 }
                let ids = Unmanaged<SequentialIDDiscipline>.fromOpaque(state).takeUnretainedValue()
                guard let assigned = ids.id(named: name, create: create != 0) else { return 0 }
                id.pointee = assigned
                return 1
            },
            free: { _, _, _ in },
            print: { state, _, id in
                guard let state else { return nil }
                return Unmanaged<SequentialIDDiscipline>.fromOpaque(state).takeUnretainedValue().names[id]
            },
            close: { state in
                guard let state else { return }
                let ids = Unmanaged<SequentialIDDiscipline>.fromOpaque(state)
                ids.takeUnretainedValue().releaseNames()
                ids.release()
            },
            idregister: { _, _, _ in }
        )
        guard let discipline = cgraphviz_new_id_discipline(callbacks) else {
            fatalError("Graphviz's ID discipline could not be allocated (out of memory)")
        }
        return discipline
    }()

    private static let firstNamedID: IDTYPE = 1 << 32

    /// The root graph, whose string pool holds the names.
    private let graph: UnsafeMutablePointer<Agraph_t>
    private var ids: [[UInt8]: IDTYPE] = [:]
    /// The names as the graph's reference-counted strings, returned by `print` while the graph is open.
    private var names: [IDTYPE: UnsafeMutablePointer<CChar>] = [:]
    private var nextAnonymousID: IDTYPE = 1
    private var nextNamedID = firstNamedID

    private init(graph: UnsafeMutablePointer<Agraph_t>) {
        self.graph = graph
    }

    /// Gives the names back to the graph's string pool; called as the graph closes.
    private func releaseNames() {
        names.values.forEach { cgraphviz_release_string(graph, $0) }
        names.removeAll()
    }

    /// The ID for `name`, or a new anonymous ID when `name` is `nil`. A name seen for the first
    /// time gets a new ID only when `create` is set; explicit IDs are never accepted.
    private func id(named name: UnsafeMutablePointer<CChar>?, create: Bool) -> IDTYPE? {
        guard let name else {
            guard create else { return nil }
            defer { nextAnonymousID += 1 }
            return nextAnonymousID
        }
        let key = Array(UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name)))
        if let id = ids[key] {
            return id
        }
        guard create, let copy = agstrdup(graph, name) else { return nil }
        let id = nextNamedID
        nextNamedID += 1
        ids[key] = id
        names[id] = copy
        return id
    }
}
