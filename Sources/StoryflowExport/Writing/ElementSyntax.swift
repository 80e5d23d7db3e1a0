import Storyflow

/// The DSL calls for views without segues or children: controls, image buttons' arguments, bar buttons.
enum ElementSyntax {
    /// The DSL call that declares `control`: `Switch(isOn: true)`, `SegmentedControl(["A", "B"], selected: 0)`…;
    /// a control with properties its kind's call cannot say is written as the model's `Control(…)`.
    static func control(_ control: Control) -> String {
        var expected = Control(id: control.id, kind: control.kind)
        let call: String
        switch control.kind {
        case .switch:
            expected.isOn = control.isOn
            call = "Switch(\(labelled("isOn", control.isOn.map(String.init))))"
        case .slider:
            expected.value = control.value
            call = "Slider(\(labelled("value", control.value.map(number))))"
        case .progressView:
            expected.value = control.value
            call = "ProgressView(\(control.value.map(number) ?? ""))"
        case .segmentedControl:
            expected.titles = control.titles
            expected.selectedIndex = control.selectedIndex
            let titles = "[" + control.titles.map(SwiftLiteral.string).joined(separator: ", ") + "]"
            call = "SegmentedControl(\(([titles] + optional("selected", control.selectedIndex.map(String.init))).joined(separator: ", ")))"
        case .pageControl:
            expected.count = control.count
            expected.selectedIndex = control.selectedIndex
            let arguments = optional("pages", control.count.map(String.init)) + optional("current", control.selectedIndex.map(String.init))
            call = "PageControl(\(arguments.joined(separator: ", ")))"
        case .datePicker:
            expected.text = control.text
            call = "DatePicker(\(labelled("mode", control.text.map(SwiftLiteral.string))))"
        case .searchBar, .textView:
            expected.text = control.text
            call = "\(control.kind == .searchBar ? "SearchBar" : "TextView")(\(control.text.map(SwiftLiteral.string) ?? ""))"
        case .stepper: call = "Stepper()"
        case .activityIndicator: call = "ActivityIndicator()"
        case .picker: call = "PickerView()"
        case .webView: call = "WebView()"
        case .mapView: call = "MapView()"
        case .checkBox, .radioButton, .popUpButton: return model(control)
        }
        return expected == control ? call : model(control)
    }

    /// `Button("Title")`, `Button(image: "star")`, `Button("Title", image: "star")`.
    static func button(_ button: Button) -> String {
        switch (button.title.isEmpty, button.image) {
        case (true, let image?): "Button(image: \(SwiftLiteral.string(image)))"
        case (false, let image?): "Button(\(SwiftLiteral.string(button.title)), image: \(SwiftLiteral.string(image)))"
        case (_, nil): "Button(\(SwiftLiteral.string(button.title)))"
        }
    }

    /// `BarButton(.add)`, `BarButton(.done, title: "OK")`, `BarButton("Edit")`, `BarButton(image: "gearshape")`;
    /// the model's initializer (`BarButton(id: "", …)`, an id the DSL derives) for other combinations.
    static func barButton(_ button: BarButton) -> String {
        switch (button.systemItem, button.title, button.image) {
        case (let item?, let title?, nil): "BarButton(.\(item.rawValue), title: \(SwiftLiteral.string(title)))"
        case (let item?, nil, nil): "BarButton(.\(item.rawValue))"
        case (nil, let title?, nil): "BarButton(\(SwiftLiteral.string(title)))"
        case (nil, let title, let image?):
            "BarButton(image: \(SwiftLiteral.string(image))\(title.map { ", title: \(SwiftLiteral.string($0))" } ?? ""))"
        case (let item?, let title, let image?):
            "BarButton(id: \"\", systemItem: .\(item.rawValue), title: \(SwiftLiteral.optionalString(title)), image: \(SwiftLiteral.string(image)))"
        case (nil, nil, nil): "BarButton(id: \"\")"
        }
    }

    /// `Control(id: "", kind: .switch, …)` with every property that is set.
    private static func model(_ control: Control) -> String {
        var arguments = ["id: \"\"", "kind: .\(control.kind.rawValue)"]
        arguments += optional("text", control.text.map(SwiftLiteral.string))
        if !control.titles.isEmpty { arguments.append("titles: [" + control.titles.map(SwiftLiteral.string).joined(separator: ", ") + "]") }
        arguments += optional("value", control.value.map(number))
        arguments += optional("isOn", control.isOn.map(String.init))
        arguments += optional("selectedIndex", control.selectedIndex.map(String.init))
        arguments += optional("count", control.count.map(String.init))
        return "Control(\(arguments.joined(separator: ", ")))"
    }

    private static func labelled(_ label: String, _ value: String?) -> String {
        value.map { "\(label): \($0)" } ?? ""
    }

    private static func optional(_ label: String, _ value: String?) -> [String] {
        value.map { ["\(label): \($0)"] } ?? []
    }

    /// A Double as Swift source that reads back to the same value (`0.5`, `1.0`).
    private static func number(_ value: Double) -> String {
        "\(value)"
    }
}
