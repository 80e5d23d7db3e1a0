/// A gesture recognizer on a scene's view; it fires segues (Interface Builder keeps it beside the
/// view controller, not in the view).
///
/// ```swift
/// ViewController("Photo") {
///     ImageView("photo")
///     Gesture(.pinch).segue(.present, to: "Zoom", identifier: "zoom")
/// }
/// ```
/// Its segues have a ``Trigger/Kind/gesture`` trigger without an element id, titled like
/// `Pinch Gesture`.
public struct Gesture: SegueTrigger, Hashable, Sendable {
    /// The kinds of gesture recognizer in Interface Builder's library.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case tap, longPress, pan, pinch, rotation, swipe, screenEdgePan

        /// The recognizer's name as Interface Builder shows it, without "Gesture Recognizer": `Long Press`.
        public var displayName: String {
            switch self {
            case .tap: "Tap"
            case .longPress: "Long Press"
            case .pan: "Pan"
            case .pinch: "Pinch"
            case .rotation: "Rotation"
            case .swipe: "Swipe"
            case .screenEdgePan: "Screen Edge Pan"
            }
        }

        /// The trigger of segues fired by a recognizer of this kind, titled like `Pinch Gesture`.
        public var trigger: Trigger {
            Trigger(kind: .gesture, title: "\(displayName) Gesture")
        }
    }

    /// What the recognizer recognizes.
    public let kind: Kind
    let segues: [SegueDeclaration]

    /// A gesture recognizer of `kind`; attach segues with the ``SegueTrigger`` modifiers.
    public init(_ kind: Kind) {
        self.init(kind: kind, segues: [])
    }

    private init(kind: Kind, segues: [SegueDeclaration]) {
        self.kind = kind
        self.segues = segues
    }

    /// Returns the gesture with one more segue.
    public func attaching(_ segue: SegueDeclaration) -> Gesture {
        Gesture(kind: kind, segues: segues + [segue])
    }

    /// The trigger of this gesture's segues.
    var trigger: Trigger {
        kind.trigger
    }
}
