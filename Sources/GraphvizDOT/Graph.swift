/// A Graphviz graph: typed statements in declaration order, written as DOT by ``dotSource``.
///
/// ```swift
/// var graph = Graph(name: "flow", attributes: [.rankDirection(.leftToRight)])
/// graph.append(Node("a", [.label(.text("Players"))]))
/// graph.append(Node("b", [.label(.text("Choose Game"))]))
/// graph.append(Edge(from: "a", to: "b", [.style([.dashed])]))
/// print(graph.dotSource)
/// // digraph flow {
/// //   rankdir=LR;
/// //   a [label="Players"];
/// //   …
/// ```
public struct Graph: Hashable, Sendable {
    /// The graph's name; quoted when needed.
    public var name: String
    /// `true` for a `digraph` (edges `->`), `false` for a `graph` (edges `--`).
    public var isDirected: Bool
    /// `strict`: at most one edge between two nodes.
    public var isStrict: Bool
    /// The body: attributes, node and edge defaults, and statements.
    public var body: GraphBody

    /// Creates an empty graph.
    public init(
        name: String = "G", isDirected: Bool = true, isStrict: Bool = false,
        attributes: Attributes = [], nodeDefaults: Attributes = [], edgeDefaults: Attributes = []
    ) {
        self.name = name
        self.isDirected = isDirected
        self.isStrict = isStrict
        self.body = GraphBody(attributes: attributes, nodeDefaults: nodeDefaults, edgeDefaults: edgeDefaults)
    }

    /// Appends a node, an edge or a subgraph to the graph's statements.
    public mutating func append(_ statement: some GraphStatementConvertible) {
        body.statements.append(statement.graphStatement)
    }

    /// The graph as DOT text: deterministic, in declaration order, with every ID and string escaped.
    public var dotSource: String {
        DOTWriter(graph: self).write()
    }
}

/// What a graph and a subgraph hold: their attributes, defaults and statements.
public struct GraphBody: Hashable, Sendable {
    /// Attributes of the (sub)graph itself (`rankdir`, `label`, `style` of a cluster…).
    public var attributes: Attributes
    /// Defaults for nodes declared in this (sub)graph (`node [...]`).
    public var nodeDefaults: Attributes
    /// Defaults for edges declared in this (sub)graph (`edge [...]`).
    public var edgeDefaults: Attributes
    /// Nodes, edges and subgraphs, in declaration order.
    public var statements: [GraphStatement]

    /// Creates a body.
    public init(attributes: Attributes = [], nodeDefaults: Attributes = [], edgeDefaults: Attributes = [], statements: [GraphStatement] = []) {
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.statements = statements
    }
}

/// One statement of a graph body.
public enum GraphStatement: Hashable, Sendable {
    case node(Node)
    case edge(Edge)
    case subgraph(Subgraph)
}

/// A value that can stand as a statement in a graph: ``Node``, ``Edge`` and ``Subgraph``.
public protocol GraphStatementConvertible {
    /// The statement this value stands for.
    var graphStatement: GraphStatement { get }
}

/// A subgraph; a cluster (drawn as a box around its nodes) when ``isCluster`` is set.
///
/// ```swift
/// var tabs = Subgraph(id: "tabs", isCluster: true, attributes: [.label(.text("Tabs"))])
/// tabs.append(Node("n1"))
/// graph.append(tabs)   // subgraph cluster_tabs { label="Tabs"; n1; }
/// ```
public struct Subgraph: Hashable, Sendable, GraphStatementConvertible {
    /// The subgraph's id without the `cluster_` prefix; `nil` for an anonymous subgraph.
    public var id: String?
    /// Whether Graphviz draws it as a cluster; its name then starts with `cluster_`.
    public var isCluster: Bool
    /// The body: attributes, defaults and statements.
    public var body: GraphBody

    /// Creates a subgraph.
    public init(id: String? = nil, isCluster: Bool = false, attributes: Attributes = [], nodeDefaults: Attributes = [], edgeDefaults: Attributes = []) {
        self.id = id
        self.isCluster = isCluster
        self.body = GraphBody(attributes: attributes, nodeDefaults: nodeDefaults, edgeDefaults: edgeDefaults)
    }

    /// The name written to DOT: `cluster_<id>` for clusters.
    public var dotName: String? {
        guard let id else { return isCluster ? "cluster" : nil }
        return isCluster ? "cluster_\(id)" : id
    }

    /// Appends a node, an edge or a nested subgraph.
    public mutating func append(_ statement: some GraphStatementConvertible) {
        body.statements.append(statement.graphStatement)
    }

    public var graphStatement: GraphStatement { .subgraph(self) }
}

/// A node: an ID and its attributes.
public struct Node: Hashable, Sendable, GraphStatementConvertible {
    /// The node ID. Keep it short and generated: Graphviz reports errors with it.
    public var id: String
    /// The node's attributes.
    public var attributes: Attributes

    /// Creates a node.
    public init(_ id: String, _ attributes: Attributes = []) {
        self.id = id
        self.attributes = attributes
    }

    public var graphStatement: GraphStatement { .node(self) }
}

/// An edge between two nodes, optionally from and to ports.
public struct Edge: Hashable, Sendable, GraphStatementConvertible {
    /// Where the edge starts.
    public var tail: Endpoint
    /// Where the edge ends.
    public var head: Endpoint
    /// The edge's attributes.
    public var attributes: Attributes

    /// Creates an edge from `tail` to `head`.
    public init(from tail: Endpoint, to head: Endpoint, _ attributes: Attributes = []) {
        self.tail = tail
        self.head = head
        self.attributes = attributes
    }

    public var graphStatement: GraphStatement { .edge(self) }

    /// One end of an edge: a node, optionally a port of it and a compass point.
    public struct Endpoint: Hashable, Sendable, ExpressibleByStringLiteral {
        /// The node ID.
        public var node: String
        /// The port: the `PORT` of an HTML-label cell, or a record field.
        public var port: String?
        /// The side of the node or port the edge attaches to.
        public var compass: CompassPoint?

        /// Creates an endpoint.
        public init(node: String, port: String? = nil, compass: CompassPoint? = nil) {
            self.node = node
            self.port = port
            self.compass = compass
        }

        /// A plain node endpoint: `"a"`.
        public init(stringLiteral node: String) {
            self.init(node: node)
        }
    }
}

/// A side of a node or port; raw values are Graphviz's tokens.
public enum CompassPoint: String, Hashable, Sendable, CaseIterable {
    case north = "n", northEast = "ne", east = "e", southEast = "se"
    case south = "s", southWest = "sw", west = "w", northWest = "nw", center = "c"
}
