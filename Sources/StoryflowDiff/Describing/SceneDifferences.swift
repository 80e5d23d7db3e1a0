import Storyflow

/// The differences between two versions of one scene.
enum SceneDifferences {
    static func between(_ base: Scene, _ head: Scene) -> [Difference] {
        var differences: [Difference] = []
        func compare(_ aspect: Difference.Aspect, _ baseValue: String?, _ headValue: String?) {
            if baseValue != headValue { differences.append(Difference(aspect: aspect, base: baseValue, head: headValue)) }
        }
        if ObjectIdentity.of(base) != ObjectIdentity.of(head) {
            compare(.id, base.id, head.id)
        }
        compare(.kind, base.kind.rawValue, head.kind.rawValue)
        compare(.title, base.title, head.title)
        compare(.customClass, base.customClass, head.customClass)
        compare(.storyboardIdentifier, base.storyboardIdentifier, head.storyboardIdentifier)
        compare(.tab, base.tabBarItem.map(describe), head.tabBarItem.map(describe))
        compare(.reference, base.reference.map(describe), head.reference.map(describe))
        let content = ContentItems.difference(base: ContentItems.of(base.content), head: ContentItems.of(head.content))
        if !content.removed.isEmpty || !content.added.isEmpty {
            differences.append(Difference(content: content.removed, added: content.added))
        }
        return differences
    }

    private static func describe(_ item: TabBarItem) -> String {
        item.title + (item.image.map { " (image \($0))" } ?? "") + (item.badge.map { " (badge \($0))" } ?? "")
    }

    private static func describe(_ reference: SceneReference) -> String {
        (reference.storyboard ?? "this storyboard") + " ▸ " + (reference.identifier ?? "initial scene")
    }
}
