import Storyflow
import SwiftSyntax

/// The navigation calls SwiftUI and UIKit provide: one table that the survey, the destination map, the walker and
/// the analysis of the app's own helpers read, so a name is never listed twice.
enum NavigationAPI {
    /// One call that navigates.
    struct Call: Sendable {
        /// The site it is reported as.
        var site: NavigationSite.Kind
        /// The segue it draws.
        var segue: SegueKind
        /// How the destination is presented, when the call says.
        var presentation: Presentation? = nil
        /// A label the call must have to be this API (`present(_:animated:)`, not an app's `present(scene:)`).
        var requiredLabel: String? = nil
    }

    /// The system's own controllers (and SwiftUI's sheets of them): showing one is navigation out of the app's screens, to
    /// something the platform draws, so it is accounted for but never drawn as a screen of the app.
    static let systemControllers: Set<String> = [
        "SFSafariViewController", "UIActivityViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
        "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "UIImagePickerController", "PHPickerViewController",
        "UIAlertController", "QLPreviewController", "SKStoreProductViewController", "CNContactPickerViewController",
        "CNContactViewController", "EKEventEditViewController", "UIVideoEditorController", "UIReferenceLibraryViewController",
        "UICloudSharingController", "UIFontPickerViewController", "UIColorPickerViewController", "AVPlayerViewController",
        "ASWebAuthenticationSession", "SubscriptionStoreView", "ProductView", "StoreView", "ActivityView", "ShareLink",
        "VNDocumentCameraViewController", "DataScannerViewController", "PKAddPassesViewController", "INUIAddVoiceShortcutViewController",
    ]

    /// UIKit transitions: the view controller shown is the first argument.
    static let transitions: [String: Call] = [
        "pushViewController": Call(site: .push, segue: .show, requiredLabel: "animated"),
        "show": Call(site: .push, segue: .show, requiredLabel: "sender"),
        "showDetailViewController": Call(site: .push, segue: .showDetail, requiredLabel: "sender"),
        "present": Call(site: .present, segue: .present, requiredLabel: "animated"),
    ]

    /// SwiftUI modifiers that show their content (or the view their bound value maps to).
    static let modifiers: [String: Call] = [
        "sheet": Call(site: .sheet, segue: .present, presentation: Presentation(presentationStyle: "sheet")),
        "fullScreenCover": Call(site: .fullScreenCover, segue: .present, presentation: Presentation(presentationStyle: "fullScreen")),
        "popover": Call(site: .popover, segue: .popover),
        "navigationDestination": Call(site: .navigationDestination, segue: .show),
    ]

    /// The UIKit transition `call` makes, if it is one.
    static func transition(_ call: FunctionCallExprSyntax) -> Call? {
        guard let name = call.calleeName, let api = transitions[name] else { return nil }
        if let label = api.requiredLabel, call.argument(label) == nil { return nil }
        return api
    }

    /// The segue a UIKit transition draws: a presentation of a controller whose `modalPresentationStyle` the same function
    /// (the same `case`, when the call sits in a `switch`) sets to `.popover` is a popover.
    static func segue(of call: FunctionCallExprSyntax, _ api: Call) -> SegueKind {
        guard api.segue == .present, let shown = call.arguments.first?.expression.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return api.segue
        }
        var function: Syntax? = Syntax(call)
        while let current = function, !current.is(FunctionDeclSyntax.self), !current.is(AccessorBlockSyntax.self), !current.is(SwitchCaseSyntax.self) {
            function = current.parent
        }
        guard let function else { return api.segue }
        if setsPopoverStyle(of: shown, in: function) { return .popover }
        // A set-up function the controller is handed to (`setupPresentation(for: controller)`), declared in the function
        // or beside it in the type, that sets its parameter's style.
        for handing in NavigationCalls.in(function) {
            guard let name = handing.calleeName,
                  let position = handing.arguments.firstIndex(where: { $0.expression.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == shown }),
                  let setup = LocalFunctions.declaration(named: name, around: Syntax(handing)) ?? sibling(named: name, of: function),
                  let body = setup.body else { continue }
            let offset = handing.arguments.distance(from: handing.arguments.startIndex, to: position)
            let parameters = setup.signature.parameterClause.parameters
            guard offset < parameters.count else { continue }
            let parameter = parameters[parameters.index(parameters.startIndex, offsetBy: offset)]
            if setsPopoverStyle(of: (parameter.secondName ?? parameter.firstName).text, in: Syntax(body)) { return .popover }
        }
        return api.segue
    }

    private static func setsPopoverStyle(of name: String, in node: Syntax) -> Bool {
        Assignments.in(node).contains { $0.target == "\(name).modalPresentationStyle" && $0.value == "popover" }
    }

    /// The method named `name` declared in the same type as `member`.
    private static func sibling(named name: String, of member: Syntax) -> FunctionDeclSyntax? {
        var current = member.parent
        while let node = current, !node.is(MemberBlockSyntax.self) { current = node.parent }
        return current?.as(MemberBlockSyntax.self)?.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
    }

    /// The SwiftUI modifier named `name`, if it shows content.
    static func modifier(_ name: String) -> Call? {
        modifiers[name]
    }

    /// Whether `call` appends to a navigation path (`path.append(value)`, `navigationPath.append(…)`).
    static func isPathAppend(_ call: FunctionCallExprSyntax) -> Bool {
        call.calleeName == "append" && call.modifiedBase?.trimmedText.lowercased().contains("path") == true
    }

    /// How a presentation named by a word is shown: `.sheet`, `.modal`, `.fullScreen`, `.formSheet` present; `.popover` pops
    /// over; `.push`, `.show` push. Routers name their styles so, whatever their types are called.
    static func kind(ofWord word: String) -> SegueKind? {
        let lowered = word.lowercased()
        if lowered.contains("popover") { return .popover }
        if ["sheet", "modal", "fullscreen", "cover", "present"].contains(where: lowered.contains) { return .present }
        if ["push", "show"].contains(where: lowered.hasPrefix) { return .show }
        return nil
    }

    /// The first presentation word passed as a case (`style: .sheet`, `@Route(.modal)`) among `arguments`.
    static func kind(in arguments: some Sequence<LabeledExprSyntax>) -> SegueKind? {
        for argument in arguments {
            if let name = EnumCase.name(of: argument.expression), let kind = kind(ofWord: name) { return kind }
        }
        return nil
    }
}

/// Assignments in a node, as text.
enum Assignments {
    /// `a.b = .c` assignments (`a.b`, `c`).
    static func `in`(_ node: Syntax) -> [(target: String, value: String)] {
        pairs(in: node) { value in value.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil } }
    }

    /// `a = b` assignments of a name (`self.navigator = navigator` gives `self.navigator`, `navigator`).
    static func ofNames(in node: Syntax) -> [(target: String, value: String)] {
        pairs(in: node) { value in value.as(DeclReferenceExprSyntax.self)?.baseName.text }
    }

    /// The values assigned to one of `targets` (`self.rootView = AnyView(SettingsView())` for `self.rootView`).
    static func values(assignedTo targets: Set<String>, in node: Syntax) -> [ExprSyntax] {
        all(in: node).filter { targets.contains($0.target) }.map(\.value)
    }

    private static func pairs(in node: Syntax, value text: (ExprSyntax) -> String?) -> [(target: String, value: String)] {
        all(in: node).compactMap { pair in text(pair.value).map { (pair.target, $0) } }
    }

    /// Every `target = value` assignment under `node`, with the target as written.
    private static func all(in node: Syntax) -> [(target: String, value: ExprSyntax)] {
        var found: [(target: String, value: ExprSyntax)] = []
        collect(in: node, into: &found)
        return found
    }

    /// Appends the assignments under `node` in source order, into one array (not one per level, copied into its parent's).
    private static func collect(in node: Syntax, into found: inout [(target: String, value: ExprSyntax)]) {
        if let sequence = node.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) { found.append((elements[0].trimmedText, elements[2])) }
        }
        for child in node.children(viewMode: .sourceAccurate) { collect(in: child, into: &found) }
    }
}
