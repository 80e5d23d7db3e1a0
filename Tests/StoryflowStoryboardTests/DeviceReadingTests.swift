import Storyflow
import StoryflowStoryboard
import Testing

@Suite struct DeviceReadingTests {
    /// A storyboard with one scene, its root element's `targetRuntime` and, when given, a `<device>`.
    private func xml(runtime: String = "iOS.CocoaTouch", device: String? = nil) -> String {
        let deviceElement = device.map { #"<device id="\#($0)" orientation="portrait"/>"# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="\(runtime)" initialViewController="vc">
            \(deviceElement)
            <scenes>
        \(StoryboardFixture.scene(#"<viewController id="vc" sceneMemberID="viewController"/>"#))
            </scenes>
        </document>
        """
    }

    private func device(_ xml: String, name: String = "Main") throws -> Device? {
        try StoryboardFixture.importFlow([(name, xml)]).flow.device
    }

    @Test func theIPadRuntimeMakesAnIPadFlow() throws {
        #expect(try device(xml(runtime: "iOS.CocoaTouch.iPad")) == .pad)
    }

    @Test func theDeviceANewerStoryboardIsViewedAsNamesIt() throws {
        #expect(try device(xml(device: "ipad12_9rounded")) == .pad)
        #expect(try device(xml(device: "retina6_1")) == .phone)
        #expect(try device(xml(device: "iPhone_XR")) == .phone)
        #expect(try device(xml(device: "watch38")) == nil)
    }

    @Test func theFileSuffixNamesItWhenTheDocumentDoesNot() throws {
        #expect(try device(xml(), name: "Main~ipad") == .pad)
        #expect(try device(xml(), name: "Main~iphone") == .phone)
        #expect(try device(xml(), name: "Main") == nil)
        // The document's own word wins over the file name.
        #expect(try device(xml(device: "retina4_7"), name: "Main~ipad") == .phone)
    }

    @Test func storyboardsLoadedTogetherKeepADeviceOnlyWhenTheyAgree() throws {
        let pads = try StoryboardFixture.importFlow([("A", xml(runtime: "iOS.CocoaTouch.iPad")), ("B", xml(device: "ipad9_7"))])
        #expect(pads.flow.device == .pad)
        let mixed = try StoryboardFixture.importFlow([("A", xml()), ("B~ipad", xml())])
        #expect(mixed.flow.device == nil)
    }

    /// `Fixtures/Legacy`: an iPhone and an iPad storyboard in one folder. The flow has no one device,
    /// so each scene keeps its storyboard's: the iPad's are drawn as iPads.
    @Test func scenesOfAFolderMixingDevicesKeepTheirOwn() throws {
        let flow = try StoryboardImporter().importFlow(paths: [FixtureStoryboards.path("Legacy/en.lproj")]).flow
        #expect(flow.device == nil)
        let devices = Dictionary(grouping: flow.scenes) { $0.location?.file.hasSuffix("~ipad.storyboard") == true }
        #expect(devices[true]?.isEmpty == false && devices[true]?.allSatisfy { $0.device == .pad } == true)
        #expect(devices[false]?.isEmpty == false && devices[false]?.allSatisfy { $0.device != .pad } == true)
        let json = try Flow(jsonData: flow.jsonData())
        #expect(json.scenes.map(\.device) == flow.scenes.map(\.device))
    }

    /// `Fixtures/Tablet/Main.storyboard` names no device, but its scenes are laid out at 1024 by 768 points.
    @Test func scenesSimulatedAtAnIPadsSizeMakeAnIPadFlow() throws {
        #expect(try StoryboardImporter().importFlow(paths: [FixtureStoryboards.path("Tablet/Main.storyboard")]).flow.device == .pad)
        let simulated = xml().replacingOccurrences(of: "</scenes>", with: "</scenes><simulatedScreenMetrics key=\"destination\" type=\"iPadPro\"/>")
        #expect(try device(simulated) == .pad)
        #expect(try device(xml()) == nil)
    }
}
