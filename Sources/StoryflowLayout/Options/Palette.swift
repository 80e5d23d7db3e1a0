import GraphvizDOT

/// The colours of one ``Theme``: canvas, phone screens, text, bars and one colour per edge kind.
struct Palette: Sendable {
    let canvas: Color
    let text: Color
    let secondaryText: Color
    let placeholder: Color
    let tint: Color
    let phoneFrame: Color
    let screen: Color
    let bar: Color
    let separator: Color
    let groupedBackground: Color
    let fieldBorder: Color
    let stackBorder: Color
    let imageFill: Color
    let switchOn: Color
    let mapFill: Color
    let containerFill: Color
    let containerBorder: Color
    let clusterFill: Color
    let clusterBorder: Color
    let relationship: Color
    let transition: Color
    let present: Color
    let popover: Color
    let embed: Color
    let custom: Color
    let unwind: Color
    let unsure: Color
    let initial: Color
    let error: Color
    let warning: Color
    let note: Color
    let badgeText: Color

    /// The palette of `theme`.
    static func of(_ theme: Theme) -> Palette {
        switch theme {
        case .light: .light
        case .dark: .dark
        }
    }

    static let light = Palette(
        canvas: "#ffffff", text: "#1c1c1e", secondaryText: "#8a8a8e", placeholder: "#b4b4b9", tint: "#007aff",
        phoneFrame: "#b9b9c0", screen: "#ffffff", bar: "#f6f6f8", separator: "#e3e3e8", groupedBackground: "#f2f2f7",
        fieldBorder: "#c7c7cc", stackBorder: "#c9d9f2", imageFill: "#ececf0", switchOn: "#34c759", mapFill: "#e3eed8",
        containerFill: "#f4f4f7", containerBorder: "#a5a5ad", clusterFill: "#f8f8fb", clusterBorder: "#d1d1d6",
        relationship: "#9a9aa2", transition: "#2c2c30", present: "#5a4fcf", popover: "#0a7ea4", embed: "#7c7c84",
        custom: "#b25e00", unwind: "#2e7d32", unsure: "#9fb9a0", initial: "#6e6e73",
        error: "#d70015", warning: "#c77700", note: "#007aff", badgeText: "#ffffff"
    )

    static let dark = Palette(
        canvas: "#1e1e1e", text: "#f2f2f7", secondaryText: "#a1a1a8", placeholder: "#6c6c72", tint: "#409cff",
        phoneFrame: "#5c5c63", screen: "#2c2c2e", bar: "#333337", separator: "#424247", groupedBackground: "#242426",
        fieldBorder: "#5a5a60", stackBorder: "#34507a", imageFill: "#3a3a3e", switchOn: "#30d158", mapFill: "#2f3a2b",
        containerFill: "#2a2a2d", containerBorder: "#7c7c84", clusterFill: "#232326", clusterBorder: "#48484d",
        relationship: "#8e8e96", transition: "#e5e5ea", present: "#a9a4ff", popover: "#5ac8fa", embed: "#a1a1a8",
        custom: "#ffb340", unwind: "#62d26f", unsure: "#71a077", initial: "#aeaeb2",
        error: "#ff6961", warning: "#ffb340", note: "#409cff", badgeText: "#1e1e1e"
    )
}
