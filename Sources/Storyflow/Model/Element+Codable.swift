// Elements encode as flat objects tagged with "type", e.g. {"type":"label","id":"l1","text":"Hi"}.
extension Element: Codable {
    private enum CodingKeys: String, CodingKey { case type }
    private enum ElementType: String, Codable, CaseIterable {
        case table, stack, label, button, textField, imageView, containerView, toolbar, control, group, collectionView
    }

    /// The values an element's `"type"` takes in the JSON shape, e.g. `label` or `collectionView`.
    public static var jsonTypes: [String] {
        ElementType.allCases.map(\.rawValue)
    }

    public init(from decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: CodingKeys.self).decode(ElementType.self, forKey: .type)
        switch type {
        case .table: self = .table(try Table(from: decoder))
        case .stack: self = .stack(try StackView(from: decoder))
        case .label: self = .label(try Label(from: decoder))
        case .button: self = .button(try Button(from: decoder))
        case .textField: self = .textField(try TextField(from: decoder))
        case .imageView: self = .imageView(try ImageView(from: decoder))
        case .containerView: self = .containerView(try ContainerView(from: decoder))
        case .toolbar: self = .toolbar(try Toolbar(from: decoder))
        case .control: self = .control(try Control(from: decoder))
        case .group: self = .group(try ViewGroup(from: decoder))
        case .collectionView: self = .collection(try Grid(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .table(let value): try container.encode(ElementType.table, forKey: .type); try value.encode(to: encoder)
        case .stack(let value): try container.encode(ElementType.stack, forKey: .type); try value.encode(to: encoder)
        case .label(let value): try container.encode(ElementType.label, forKey: .type); try value.encode(to: encoder)
        case .button(let value): try container.encode(ElementType.button, forKey: .type); try value.encode(to: encoder)
        case .textField(let value): try container.encode(ElementType.textField, forKey: .type); try value.encode(to: encoder)
        case .imageView(let value): try container.encode(ElementType.imageView, forKey: .type); try value.encode(to: encoder)
        case .containerView(let value): try container.encode(ElementType.containerView, forKey: .type); try value.encode(to: encoder)
        case .toolbar(let value): try container.encode(ElementType.toolbar, forKey: .type); try value.encode(to: encoder)
        case .control(let value): try container.encode(ElementType.control, forKey: .type); try value.encode(to: encoder)
        case .group(let value): try container.encode(ElementType.group, forKey: .type); try value.encode(to: encoder)
        case .collection(let value): try container.encode(ElementType.collectionView, forKey: .type); try value.encode(to: encoder)
        }
    }
}
