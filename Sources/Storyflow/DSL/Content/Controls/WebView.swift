/// A web view (`WKWebView`): a page.
///
/// ```swift
/// ViewController("Help") { WebView() }
/// ```
/// The flow gives it an id from its position (`Home.webView0`).
public struct WebView: ElementConvertible {
    let control: Control

    /// A web view.
    public init() {
        control = Control(id: "", kind: .webView)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
