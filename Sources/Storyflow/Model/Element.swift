/// A view inside a scene: what the diagram draws and what can trigger a segue.
///
/// Every element has an ``id`` unique within its scene; a ``Trigger`` names it.
public enum Element: Identifiable, Hashable, Sendable {
    case table(Table)
    case stack(StackView)
    case label(Label)
    case button(Button)
    case textField(TextField)
    case imageView(ImageView)
    case containerView(ContainerView)
    case toolbar(Toolbar)
    /// A switch, slider, segmented control, search bar, map… (see ``Control/Kind``).
    case control(Control)
    /// A scroll view, visual effect view or other view drawn as a box around its views.
    case group(ViewGroup)
    /// A collection view with its prototype cells.
    case collection(Grid)

    /// The element's id, unique within its scene.
    public var id: String {
        switch self {
        case .table(let table): table.id
        case .stack(let stack): stack.id
        case .label(let label): label.id
        case .button(let button): button.id
        case .textField(let field): field.id
        case .imageView(let image): image.id
        case .containerView(let container): container.id
        case .toolbar(let toolbar): toolbar.id
        case .control(let control): control.id
        case .group(let group): group.id
        case .collection(let collection): collection.id
        }
    }

    /// This element followed by everything nested in it (stack and group children, cell contents), depth first.
    public var selfAndDescendants: [Element] {
        switch self {
        case .stack(let stack): [self] + stack.elements.flatMap(\.selfAndDescendants)
        case .group(let group): [self] + group.elements.flatMap(\.selfAndDescendants)
        case .table, .collection: [self] + cells.flatMap(\.elements).flatMap(\.selfAndDescendants)
        default: [self]
        }
    }

    /// The cells of a table or collection view element; empty for any other element.
    public var cells: [Cell] {
        switch self {
        case .table(let table): table.sections.flatMap(\.cells)
        case .collection(let collection): collection.cells
        default: []
        }
    }

    /// The items of a toolbar element; empty for any other element.
    public var barButtons: [BarButton] {
        guard case .toolbar(let toolbar) = self else { return [] }
        return toolbar.items
    }
}

/// A table view: prototype (dynamic) or static cells, in sections.
public struct Table: Identifiable, Hashable, Sendable, Codable {
    /// Plain or grouped, as in Interface Builder.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable { case plain, grouped, insetGrouped }
    /// Whether the cells are prototypes filled at run time or fixed static cells.
    public enum CellContent: String, Hashable, Sendable, Codable, CaseIterable { case dynamicPrototypes, staticCells }

    public var id: String
    public var style: Style
    public var cellContent: CellContent
    public var sections: [TableSection]

    /// Creates a table.
    public init(id: String, style: Style = .plain, cellContent: CellContent = .dynamicPrototypes, sections: [TableSection] = []) {
        self.id = id
        self.style = style
        self.cellContent = cellContent
        self.sections = sections
    }
}

/// A table section with optional header and footer titles.
public struct TableSection: Hashable, Sendable, Codable {
    public var header: String?
    public var footer: String?
    public var cells: [Cell]

    /// Creates a section.
    public init(header: String? = nil, footer: String? = nil, cells: [Cell] = []) {
        self.header = header
        self.footer = footer
        self.cells = cells
    }
}

/// A table view cell: a prototype (with a reuse identifier) or a static cell.
public struct Cell: Identifiable, Hashable, Sendable, Codable {
    /// UIKit's built-in cell styles, plus `custom` for a cell with its own views.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable { case basic, subtitle, rightDetail, leftDetail, custom }
    /// The accessory at the trailing edge.
    public enum Accessory: String, Hashable, Sendable, Codable, CaseIterable {
        case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton

        /// The glyph Xcode's canvas shows for it (`›`, `✓`, `ⓘ`), empty for `none`.
        public var glyph: String {
            switch self {
            case .none: ""
            case .disclosureIndicator: "›"
            case .checkmark: "✓"
            case .detailButton: "ⓘ"
            case .detailDisclosureButton: "ⓘ ›"
            }
        }
    }

    public var id: String
    public var style: Style
    /// The main text (`textLabel`).
    public var text: String?
    /// The secondary text (`detailTextLabel`) for subtitle, right and left detail styles.
    public var detailText: String?
    public var accessory: Accessory
    /// The reuse identifier; required for prototypes.
    public var reuseIdentifier: String?
    /// Views inside a custom cell.
    public var elements: [Element]

    /// Creates a cell.
    public init(
        id: String, style: Style = .basic, text: String? = nil, detailText: String? = nil,
        accessory: Accessory = .none, reuseIdentifier: String? = nil, elements: [Element] = []
    ) {
        self.id = id
        self.style = style
        self.text = text
        self.detailText = detailText
        self.accessory = accessory
        self.reuseIdentifier = reuseIdentifier
        self.elements = elements
    }
}

/// A stack view: elements laid out along one axis; stacks nest.
public struct StackView: Identifiable, Hashable, Sendable, Codable {
    public enum Axis: String, Hashable, Sendable, Codable, CaseIterable { case horizontal, vertical }

    public var id: String
    public var axis: Axis
    public var elements: [Element]

    /// Creates a stack view.
    public init(id: String, axis: Axis, elements: [Element] = []) {
        self.id = id
        self.axis = axis
        self.elements = elements
    }
}

/// A static text label.
public struct Label: Identifiable, Hashable, Sendable, Codable {
    public var id: String
    public var text: String

    /// Creates a label.
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}

/// A button; it can trigger segues. An image-only button (an SF Symbol such as `star.fill`, or an
/// asset) has an empty title and its image name.
public struct Button: Identifiable, Hashable, Sendable, Codable {
    public var id: String
    public var title: String
    /// The image name (an SF Symbol or an asset), if the button shows one.
    public var image: String?

    /// Creates a button.
    public init(id: String, title: String, image: String? = nil) {
        self.id = id
        self.title = title
        self.image = image
    }

    /// What the button shows as text: its title, else its image's glyph or name (``SymbolGlyph``),
    /// else `Button`.
    public var displayText: String {
        if !title.isEmpty { return title }
        return image.map(SymbolGlyph.text(for:)) ?? "Button"
    }
}

/// A text field, shown by its placeholder or text.
public struct TextField: Identifiable, Hashable, Sendable, Codable {
    public var id: String
    public var placeholder: String?
    public var text: String?

    /// Creates a text field.
    public init(id: String, placeholder: String? = nil, text: String? = nil) {
        self.id = id
        self.placeholder = placeholder
        self.text = text
    }
}

/// An image view, shown by its image name.
public struct ImageView: Identifiable, Hashable, Sendable, Codable {
    public var id: String
    public var image: String?

    /// Creates an image view.
    public init(id: String, image: String? = nil) {
        self.id = id
        self.image = image
    }
}

/// A container view: it embeds another scene through an embed segue.
public struct ContainerView: Identifiable, Hashable, Sendable, Codable {
    public var id: String

    /// Creates a container view.
    public init(id: String) {
        self.id = id
    }
}
