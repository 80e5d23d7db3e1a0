import Storyflow
import Testing

/// A scene's own screenshot survives `export --format swift`.
@Suite struct ScreenshotExportTests {
    @Test func theSwiftSourceNamesTheScreensPicture() throws {
        let flow = try Flow("Shots") {
            NavigationController("Nav", initial: true) {
                ViewController("Home") { Label("Hi") }.screenshot("Images/Home \"1\".png")
            }
            ViewController("Plain").screenshot("Plain.png")
        }
        #expect(ExpectedSource.exported(flow) == ExpectedSource.file(flow: "Shots", scenes: """
            NavigationController("Nav", initial: true) {
                ViewController("Home") {
                    Label("Hi")
                }.screenshot("Images/Home \\"1\\".png")
            }
            ViewController("Plain").screenshot("Plain.png")
            """))
    }
}
