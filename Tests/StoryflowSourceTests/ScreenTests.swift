import Storyflow
import Testing
@testable import StoryflowSource

@Suite struct ScreenTests {
    @Test func viewsThroughTheAppsOwnProtocolsAreScreensAndPreviewsAreNot() {
        let result = Scanning.scan("""
        import SwiftUI
        protocol Screen: View {}
        struct Home: Screen {
            var body: some View {
                NavigationStack {
                    List {
                        Section("Account") {
                            NavigationLink("Profile") { Profile() }
                            Button("Sign out") { }
                        }
                    }
                    .navigationTitle("Home")
                    .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Edit") { } } }
                }
            }
        }
        struct Profile: View { var body: some View { Text("Me").navigationTitle("Profile") } }
        struct Profile_Previews: PreviewProvider { static var previews: some View { NavigationLink("x") { Home() } } }
        #Preview { NavigationLink("y") { Profile() } }
        // NavigationLink("commented") { Profile() }
        """)
        #expect(result.flow.scenes.map(\.id).sorted() == ["Home", "Home.NavigationStack", "Profile"])
        #expect(result.sites.count == 1)
        let home = result.flow.scene(id: "Home")
        #expect(home?.title == "Home")
        #expect(home?.content.navigationBar?.leftItems.map(\.displayText) == ["Edit"])
        guard case .table(let table)? = home?.content.elements.first else { Issue.record("no list"); return }
        #expect(table.sections.first?.header == "Account")
        #expect(table.sections.first?.cells.map(\.text) == ["Profile", "Sign out"])
        #expect(table.sections.first?.cells.first?.accessory == .disclosureIndicator)
    }
}
