import Storyflow

extension ReviewRules {
    /// A modally presented scene needs a way back: an unwind segue, or a Cancel, Done, Save or Close
    /// button, in the scene or in any scene it contains or pushes.
    ///
    /// A full-screen presentation without one traps the user (warning). A sheet (the default
    /// presentation, page sheet or form sheet) can still be swiped down, so it only gets a note.
    /// Popovers are dismissed by tapping outside and are not checked; neither is a presentation whose
    /// stack reaches a storyboard reference, which the flow cannot see into.
    ///
    /// ```swift
    /// // Players presents Settings full screen, and Settings has no button or unwind to leave:
    /// // Flows/Ratings.swift:60: warning: 'Settings' is presented modally but has no way back: … [presented-without-way-back]
    /// ```
    public struct PresentedWithoutWayBack: ReviewRule {
        /// The rule's stable id.
        public var id: String { "presented-without-way-back" }
        /// What the rule checks, in one line.
        public var summary: String {
            "a modally presented scene has an unwind segue or a dismissing button (a note for sheets, which a swipe dismisses)"
        }
        /// A warning: a full-screen presentation traps the user (a sheet gets a note).
        public var defaultSeverity: Severity { .warning }

        /// `UIModalPresentationStyle` tokens that show a sheet the user can swipe down (`nil` is `automatic`).
        private static let sheetStyles: Set<String?> = [nil, "automatic", "pageSheet", "formSheet"]
        /// Segues that keep a scene in the presented stack.
        private static let stackKinds: Set<SegueKind> = [.relationship, .embed, .show, .showDetail]

        /// Creates the rule.
        public init() {}

        /// One finding per presented scene whose stack has no way back, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            // A sheet written in Swift (or a controller presented from code, a page sheet) is swiped away; a full-screen cover is not.
            let presentations = context.flow.segues.filter { segue in
                segue.kind == .present && !(segue.origin == .swiftSource && segue.presentation?.presentationStyle != "fullScreen")
            }
            var presentedIDs: [Scene.ID] = []
            for segue in presentations {
                if let destination = segue.destination, !presentedIDs.contains(destination) { presentedIDs.append(destination) }
            }
            return presentedIDs.compactMap { presentedID in
                guard let presented = context.scene(presentedID), !hasWayBack(presentedID, in: context) else { return nil }
                let presenting = presentations.filter { $0.destination == presentedID }
                let asSheet = presenting.allSatisfy { Self.sheetStyles.contains($0.presentation?.presentationStyle) }
                return finding(
                    .presentedWithoutWayBack(scene: presented.displayName, asSheet: asSheet),
                    severity: asSheet ? .note : nil,
                    at: presented.location ?? presenting.first.flatMap(context.location(of:)),
                    scenes: [presentedID], segues: presenting.map(\.id)
                )
            }
        }

        /// Whether the presented scene's stack has an unwind or a dismissing control, or reaches a
        /// storyboard reference (unknown, so assumed to have one).
        private func hasWayBack(_ presentedID: Scene.ID, in context: ReviewContext) -> Bool {
            var pending = [presentedID]
            var seen: Set<Scene.ID> = [presentedID]
            while let id = pending.popLast() {
                guard let scene = context.scene(id) else { continue }
                let segues = context.segues(from: id)
                if scene.kind == .reference || scene.content.hasDismissingControl || segues.contains(where: { $0.kind == .unwind }) {
                    return true
                }
                for segue in segues where Self.stackKinds.contains(segue.kind) {
                    if let next = segue.destination, seen.insert(next).inserted { pending.append(next) }
                }
            }
            return false
        }
    }
}
