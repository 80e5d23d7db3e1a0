import Storyflow

extension FlowReviewer {
    /// The findings of `head` that `base` does not have: what a change introduces.
    ///
    /// A finding is new when no finding of the base has its rule and its objects: the same first
    /// scene (the one it is about) and, when it names segues, one of them. Wording does not count,
    /// so "one of 6 modal segues" becoming "one of 8", or a finding moved to another line, is not
    /// new; a finding that appears more often than before counts its extra copies. Give the ids the
    /// base's scenes and segues have in the head (a diff's matching) when they differ.
    ///
    /// ```swift
    /// FlowReviewer().findingsIntroduced(from: before, to: after).map(\.ruleID)   // ["push-navigation-controller"]
    /// let diff = FlowDiff(base: before, head: after)
    /// FlowReviewer().findingsIntroduced(from: before, to: after, headSceneID: diff.headID(ofBaseScene:),
    ///                                   headSegueID: diff.headID(ofBaseSegue:))
    /// ```
    public func findingsIntroduced(
        from base: Flow, to head: Flow,
        headSceneID: (Scene.ID) -> Scene.ID? = { $0 }, headSegueID: (Segue.ID) -> Segue.ID? = { $0 }
    ) -> [Finding] {
        var before = review(base).map { finding in
            (rule: finding.ruleID, scene: finding.sceneIDs.first.map { headSceneID($0) ?? "\u{0}removed" },
             segues: Set(finding.segueIDs.compactMap(headSegueID)), hadSegues: !finding.segueIDs.isEmpty)
        }
        return review(head).filter { finding in
            let index = before.firstIndex { old in
                old.rule == finding.ruleID && old.scene == finding.sceneIDs.first
                    && (old.hadSegues || !finding.segueIDs.isEmpty ? !old.segues.isDisjoint(with: finding.segueIDs) : true)
            }
            guard let index else { return true }
            before.remove(at: index)
            return false
        }
    }
}
