import ArgumentParser
import StoryflowLayout

/// `--hubs N`: a screen that N or more other scenes lead to is drawn once, with a link to it beside
/// each other source (see `LayoutOptions.hubThreshold`); `render`, `scan` and `diff` take it.
struct HubOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Draw a scene that this many others lead to once, and a link to it beside each other source (0: draw every edge).",
        discussion: "A profile or an editor opened from everywhere pulls long edges across the diagram. Such a hub keeps the edges from the scene closest to the entry; every other segue to it ends at a small \"→ Hub\" box beside its source, which links to the hub. Relationships, embeds and unwinds are always drawn, and so is every segue to a --focus scene or on a --path.",
        valueName: "count"
    ))
    var hubs = LayoutOptions.defaultHubThreshold

    func validate() throws {
        if hubs < 0 {
            throw ValidationError("--hubs must be 0 (draw every edge) or more")
        }
    }
}
