import Foundation
import Storyflow
import SwiftSyntax

/// The storyboard scenes code can instantiate: by storyboard identifier, and each storyboard's initial scene.
struct StoryboardScenes {
    /// The imported storyboards as one flow, if any were given.
    let flow: Flow?

    /// The scene with storyboard identifier `identifier`.
    func scene(identifier: String) -> Resolution {
        guard let flow else { return .unresolved("storyboard scene '\(identifier)' is instantiated but no storyboard was given (--storyboards)") }
        guard let scene = flow.scenes.first(where: { $0.storyboardIdentifier == identifier }) else {
            return .unresolved("no storyboard scene has the identifier '\(identifier)'")
        }
        return .found([.scene(scene.id)])
    }

    /// The segue `performSegue(withIdentifier: identifier, …)` fires from a controller of class `className`: the
    /// storyboard segue of that identifier leaving a scene of that class, with its destination and kind.
    func segue(identifier: String, from className: String) -> (resolution: Resolution, kind: SegueKind)? {
        guard let flow else { return nil }
        let sources = Set(flow.scenes.filter { $0.customClass == className }.map(\.id))
        guard let segue = flow.segues.first(where: { $0.identifier == identifier && sources.contains($0.source) }),
              let destination = segue.destination else { return nil }
        return (.found([.scene(destination)]), segue.kind)
    }

    /// The initial scene of storyboard `name` (any storyboard's when the name is not known).
    func initialScene(named name: String?) -> Resolution {
        guard let flow else { return .unresolved("a storyboard's initial scene is instantiated but no storyboard was given (--storyboards)") }
        let scenes = flow.scenes.filter { scene in
            guard let name, let file = scene.location?.file else { return true }
            return URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent == name
        }
        if let initial = flow.initialSceneID, scenes.contains(where: { $0.id == initial }) { return .found([.scene(initial)]) }
        if name != nil, let first = scenes.first(where: { !$0.kind.isContainer || flow.parentRelationships(of: $0.id).isEmpty }) {
            return .found([.scene(first.id)], inferred: true)
        }
        return .unresolved("storyboard '\(name ?? "?")' has no initial scene among the storyboards given")
    }

    /// The storyboard name in `UIStoryboard(name: "Main", …)` within the function around `call`, if literal.
    static func storyboardName(near call: FunctionCallExprSyntax) -> String? {
        if let base = call.modifiedBase?.unwrapped.as(FunctionCallExprSyntax.self), base.calleeName == "UIStoryboard" {
            return base.argument("name")?.literalText
        }
        if let name = call.modifiedBase?.boundName, let value = LocalBindings.value(of: name, before: Syntax(call)),
           let storyboard = value.unwrapped.as(FunctionCallExprSyntax.self), storyboard.calleeName == "UIStoryboard" {
            return storyboard.argument("name")?.literalText
        }
        return nil
    }
}

