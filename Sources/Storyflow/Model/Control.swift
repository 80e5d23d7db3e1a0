/// A UIKit control or content view that shows a value but holds no other views: a switch, a slider,
/// a segmented control, a search bar, a map…; the diagram draws each as a small mock-up.
///
/// ```swift
/// let segments = Control(id: "mode", kind: .segmentedControl, titles: ["Day", "Week"], selectedIndex: 0)
/// let toggle = Control(id: "wifi", kind: .switch, isOn: true)
/// ```
/// Each kind reads the properties that fit it and ignores the others.
public struct Control: Identifiable, Hashable, Sendable {
    /// The kinds of control; raw values are the stable JSON tokens (the `kind` of an element of `type` `control`).
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// `UISwitch`: on or off (``Control/isOn``).
        case `switch`
        /// `UISlider`: a value between 0 and 1 (``Control/value``).
        case slider
        /// `UISegmentedControl`: its segment titles (``Control/titles``) and the selected one.
        case segmentedControl
        /// `UIStepper`: − and +.
        case stepper
        /// `UIProgressView`: progress between 0 and 1 (``Control/value``).
        case progressView
        /// `UIActivityIndicatorView`: a spinner.
        case activityIndicator
        /// `UIPageControl`: its dots (``Control/count``, the current one ``Control/selectedIndex``).
        case pageControl
        /// `UIPickerView`: a wheel of rows.
        case picker
        /// `UIDatePicker`: a wheel or a compact date, its mode in ``Control/text``.
        case datePicker
        /// `UISearchBar`: its placeholder or text (``Control/text``).
        case searchBar
        /// `UITextView`: its text (``Control/text``).
        case textView
        /// `WKWebView` or `UIWebView`: a page.
        case webView
        /// `MKMapView`: a map.
        case mapView
        /// A macOS check box (`NSButton` of type check): its title (``Control/text``), checked or not (``Control/isOn``).
        case checkBox
        /// A macOS radio button (`NSButton` of type radio): its title (``Control/text``), selected or not (``Control/isOn``).
        case radioButton
        /// `NSPopUpButton`: the title of its selected item (``Control/text``).
        case popUpButton

        /// The name Interface Builder's library gives the control (`Segmented Control`).
        public var displayName: String {
            switch self {
            case .switch: "Switch"
            case .slider: "Slider"
            case .segmentedControl: "Segmented Control"
            case .stepper: "Stepper"
            case .progressView: "Progress View"
            case .activityIndicator: "Activity Indicator"
            case .pageControl: "Page Control"
            case .picker: "Picker View"
            case .datePicker: "Date Picker"
            case .searchBar: "Search Bar"
            case .textView: "Text View"
            case .webView: "Web View"
            case .mapView: "Map View"
            case .checkBox: "Check Box"
            case .radioButton: "Radio Button"
            case .popUpButton: "Pop Up Button"
            }
        }
    }

    /// Unique within the scene.
    public var id: String
    /// What kind of control it is.
    public var kind: Kind
    /// The search bar's placeholder or text, the text view's text, the date picker's mode (`date`, `time`),
    /// a check box's or radio button's title, a pop-up button's selected item.
    public var text: String?
    /// The segmented control's segment titles, leading to trailing.
    public var titles: [String]
    /// The slider's or progress view's value, from 0 to 1.
    public var value: Double?
    /// Whether the switch is on, the check box checked, the radio button selected.
    public var isOn: Bool?
    /// The selected segment, or the page control's current page.
    public var selectedIndex: Int?
    /// The page control's number of pages.
    public var count: Int?

    /// Creates a control.
    public init(
        id: String, kind: Kind, text: String? = nil, titles: [String] = [], value: Double? = nil,
        isOn: Bool? = nil, selectedIndex: Int? = nil, count: Int? = nil
    ) {
        self.id = id
        self.kind = kind
        self.text = text
        self.titles = titles
        self.value = value
        self.isOn = isOn
        self.selectedIndex = selectedIndex
        self.count = count
    }
}

// Encodes only the properties that are set: `{"id":"wifi","kind":"switch","isOn":true}`.
extension Control: Codable {
    private enum CodingKeys: String, CodingKey { case id, kind, text, titles, value, isOn, selectedIndex, count }

    /// Decodes a control; missing properties are unset.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: try container.decode(Kind.self, forKey: .kind),
            text: try container.decodeIfPresent(String.self, forKey: .text),
            titles: try container.decodeIfPresent([String].self, forKey: .titles) ?? [],
            value: try container.decodeIfPresent(Double.self, forKey: .value),
            isOn: try container.decodeIfPresent(Bool.self, forKey: .isOn),
            selectedIndex: try container.decodeIfPresent(Int.self, forKey: .selectedIndex),
            count: try container.decodeIfPresent(Int.self, forKey: .count)
        )
    }

    /// Encodes the control, leaving out unset properties.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(text, forKey: .text)
        if !titles.isEmpty { try container.encode(titles, forKey: .titles) }
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(isOn, forKey: .isOn)
        try container.encodeIfPresent(selectedIndex, forKey: .selectedIndex)
        try container.encodeIfPresent(count, forKey: .count)
    }
}
