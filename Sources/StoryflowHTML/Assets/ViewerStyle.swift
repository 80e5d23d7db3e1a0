/// The viewer page's style sheet (`viewer.css`): a toolbar, a sidebar with matches and filters, the
/// canvas and the details panel; highlight colours that differ in outline as well as hue.
enum ViewerStyle {
    static let css = ViewerResource.text(of: "viewer.css")
}
