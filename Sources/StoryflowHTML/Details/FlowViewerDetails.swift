import Foundation
import Storyflow
import StoryflowReview

/// The details of a flow's scenes for the viewer, keyed by the SVG `id` of each scene's node.
///
/// ```swift
/// let ids = FlowLayout().sceneSVGIDs(for: flow)
/// let details = FlowViewerDetails.elements(of: flow, svgIDs: ids, findings: FlowReviewer().review(flow))
/// details["scene-Players"]?.customClass   // "PlayersViewController"
/// ```
public enum FlowViewerDetails {
    /// One entry per scene that has an SVG id: name, kind, class, storyboard id, source, findings and content.
    /// Source links point under `sourceBaseURL` when it is given; files inside `sourceRoot` are named
    /// relative to it.
    public static func elements(
        of flow: Flow, svgIDs: [Scene.ID: String], findings: [Finding], sourceBaseURL: URL? = nil, sourceRoot: String? = nil
    ) -> [String: ViewerElement] {
        let link = { (location: SourceLocation) in ViewerSourceLink(location, baseURL: sourceBaseURL, root: sourceRoot) }
        var findingsByScene: [Scene.ID: [ViewerFinding]] = [:]
        for finding in findings {
            let viewerFinding = ViewerFinding(
                severity: finding.severity.description, message: finding.message, rule: finding.ruleID,
                source: finding.location.map(link)
            )
            for sceneID in Set(finding.sceneIDs) { findingsByScene[sceneID, default: []].append(viewerFinding) }
        }
        var elements: [String: ViewerElement] = [:]
        for scene in flow.scenes {
            guard let svgID = svgIDs[scene.id], elements[svgID] == nil else { continue }
            var element = ViewerElement(name: scene.displayName, kind: scene.kind.rawValue)
            element.customClass = scene.customClass
            element.storyboardIdentifier = scene.storyboardIdentifier
            element.identifier = scene.id
            element.source = scene.location.map(link)
            element.findings = findingsByScene[scene.id] ?? []
            element.content = SceneContentOutline.lines(for: scene)
            elements[svgID] = element
        }
        return elements
    }
}
