import Foundation
import Storyflow

/// Reads one storyboard file: its scenes, their content and every segue.
enum DocumentReader {
    /// Parses and interprets `file`; throws ``StoryboardImportError`` for malformed or non-storyboard
    /// XML and for two scenes with one id (every segue and reference would be ambiguous).
    static func read(_ file: StoryboardFile) throws -> StoryboardDocument {
        let root = try XMLTreeParser.parse(file.data, path: file.path)
        guard root.name == "document", root["type"]?.contains("Storyboard") == true || root.child("scenes") != nil else {
            throw StoryboardImportError.notAStoryboard(path: file.path, rootElement: root.name)
        }
        var scenes: [Scene] = []
        var segues: [Segue] = []
        var warnings: [ImportWarning] = []
        var sceneLines: [Scene.ID: Int] = [:]
        for sceneNode in root.child("scenes")?.children.filter({ $0.name == "scene" }) ?? [] {
            guard let objects = sceneNode.child("objects"),
                  let controller = objects.children.first(where: { $0["sceneMemberID"] == "viewController" })
            else { continue }
            var scene = SceneReader.read(controller: controller, comment: sceneNode.precedingComment, path: file.path)
            if let firstLine = sceneLines[scene.id] {
                throw StoryboardImportError.duplicateSceneID(path: file.path, id: scene.id, firstLine: firstLine, line: controller.line)
            }
            sceneLines[scene.id] = controller.line
            scene.position = sceneNode.child("point", key: "canvasLocation").flatMap(Self.position(of:))
            var segueReader = SegueReader(path: file.path, source: scene)
            segues += segueReader.read(objects: objects)
            warnings += segueReader.warnings
            scenes.append(scene)
        }

        let sceneIDs = Set(scenes.map(\.id))
        let connected = segues.filter { segue in
            guard let destination = segue.destination, !sceneIDs.contains(destination) else { return true }
            warnings.append(ImportWarning(.danglingSegueDestination(segueID: segue.id, destinationID: destination), location: segue.location))
            return false
        }

        var initialSceneID = root["initialViewController"]
        if let initial = initialSceneID, !sceneIDs.contains(initial) {
            warnings.append(ImportWarning(
                .danglingInitialViewController(destinationID: initial),
                location: SourceLocation(file: file.path, line: root.line, objectID: initial)
            ))
            initialSceneID = nil
        }

        return StoryboardDocument(
            path: file.path,
            name: file.storyboardName,
            isLaunchScreen: root["launchScreen"] == "YES",
            device: DeviceReader.device(of: root, path: file.path),
            initialSceneID: initialSceneID,
            scenes: scenes,
            segues: connected,
            warnings: warnings
        )
    }

    /// The position of a `<point key="canvasLocation" x="…" y="…"/>`; `nil` when a coordinate is not a number.
    private static func position(of point: XMLTreeNode) -> CanvasPosition? {
        guard let x = point["x"].flatMap(Double.init), let y = point["y"].flatMap(Double.init), x.isFinite, y.isFinite else { return nil }
        return CanvasPosition(x: x, y: y)
    }
}
