import Storyflow

/// A problem the importer worked around: the flow still loads, minus or despite the named object.
///
/// ```swift
/// let result = try StoryboardImporter().importFlow(paths: ["Main.storyboard"])
/// for warning in result.warnings { print(warning) }
/// // Main.storyboard:51 (cdK-y1-yUz): warning: storyboard reference to 'Players', which was not loaded; …
/// ```
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, with the values involved.
    public enum Problem: Hashable, Sendable {
        /// A segue points at an object that is not a scene of its storyboard; the segue was left out.
        case danglingSegueDestination(segueID: String, destinationID: String)
        /// The document's initial view controller is not one of its scenes.
        case danglingInitialViewController(destinationID: String)
        /// A storyboard reference names a storyboard that was not loaded; the reference scene stays.
        case missingReferencedStoryboard(storyboard: String)
        /// The referenced storyboard was loaded but has no such scene (no initial scene when `identifier` is nil).
        case missingReferencedScene(storyboard: String, identifier: String?)
        /// Several scenes could be the unwind target; the nearest one was chosen.
        case ambiguousUnwind(action: String, chosen: Scene.ID, candidates: [Scene.ID])
        /// No scene could be the unwind target; the segue has no destination.
        case unresolvedUnwind(action: String)
        /// Sources were scanned but no class declares the unwind action.
        case undeclaredUnwindAction(action: String)
        /// A segue kind the importer does not know; it was read as a custom segue.
        case unknownSegueKind(kind: String)
        /// A container relationship the importer does not know; the segue has no role.
        case unknownRelationship(relationship: String)
    }

    /// What went wrong.
    public var problem: Problem
    /// The storyboard file, line and object concerned.
    public var location: SourceLocation?

    /// Creates a warning.
    public init(_ problem: Problem, location: SourceLocation?) {
        self.problem = problem
        self.location = location
    }

    /// The warning as a diagnostic at the storyboard object concerned.
    public var diagnostic: Diagnostic {
        Diagnostic(.warning, message, location: location)
    }

    /// The warning printed like a compiler diagnostic: `file:line: warning: … (object 'id')`.
    public var description: String {
        diagnostic.description
    }

    /// The sentence describing the problem, without location.
    public var message: String {
        switch problem {
        case .danglingSegueDestination(let segueID, let destinationID):
            "segue '\(segueID)' points at '\(destinationID)', which is not a scene of this storyboard; the segue was left out"
        case .danglingInitialViewController(let destinationID):
            "the initial view controller '\(destinationID)' is not a scene of this storyboard; the storyboard has no initial scene"
        case .missingReferencedStoryboard(let storyboard):
            "storyboard reference to '\(storyboard)', which was not loaded; pass \(storyboard).storyboard (or its directory) too"
        case .missingReferencedScene(let storyboard, let identifier?):
            "storyboard reference to '\(identifier)' in '\(storyboard)', which has no scene with that storyboard identifier"
        case .missingReferencedScene(let storyboard, nil):
            "storyboard reference to the initial scene of '\(storyboard)', which has no initial view controller"
        case .ambiguousUnwind(let action, let chosen, let candidates):
            "unwind '\(action)' could return to \(Self.quotedList(candidates)); drawn to the nearest, '\(chosen)'; pass the app's sources to resolve it exactly"
        case .unresolvedUnwind(let action):
            "unwind '\(action)' has no possible target: no scene with a custom class leads to its source"
        case .undeclaredUnwindAction(let action):
            "no class in the sources declares the unwind action '\(action)'; its target was inferred from the flow instead"
        case .unknownSegueKind(let kind):
            "unknown segue kind '\(kind)'; read as a custom segue"
        case .unknownRelationship(let relationship):
            "unknown container relationship '\(relationship)'; the segue has no role"
        }
    }

    private static func quotedList(_ ids: [Scene.ID]) -> String {
        ids.map { "'\($0)'" }.joined(separator: ", ")
    }
}
