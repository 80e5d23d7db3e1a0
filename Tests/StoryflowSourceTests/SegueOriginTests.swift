import Storyflow
import Testing

/// The scanner records that it read its segues from Swift code.
@Suite struct SegueOriginTests {
    @Test func scannedSeguesComeFromSwiftSource() throws {
        let result = Scanning.scan("""
        import SwiftUI
        struct HomeView: View {
            @State private var showsSettings = false
            var body: some View { Button("Settings") { showsSettings = true }.sheet(isPresented: $showsSettings) { SettingsView() } }
        }
        struct SettingsView: View { var body: some View { Text("Settings") } }
        """)
        #expect(!result.flow.segues.isEmpty)
        #expect(result.flow.segues.allSatisfy { $0.origin == .swiftSource })
    }
}
