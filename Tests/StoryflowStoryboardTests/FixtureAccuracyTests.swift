import Testing

/// Every fixture storyboard, imported alone, against a count of its raw text made without the importer.
@Suite struct FixtureAccuracyTests {
    @Test func theFixturesHoldFourteenStoryboards() {
        #expect(FixtureStoryboards.storyboards == [
            "Elements/Base.lproj/Main.storyboard",
            "Kitchen/Base.lproj/LaunchScreen.storyboard",
            "Kitchen/Base.lproj/Main.storyboard",
            "Kitchen/Base.lproj/Recipes.storyboard",
            "Kitchen/Base.lproj/Settings.storyboard",
            "Legacy/en.lproj/MainStoryboard.storyboard",
            "Legacy/en.lproj/MainStoryboard~ipad.storyboard",
            "Links/Base.lproj/Main.storyboard",
            "Links/Base.lproj/Settings.storyboard",
            "Mac/Base.lproj/Main.storyboard",
            "MacLists/Base.lproj/Main.storyboard",
            "MacPanes/Base.lproj/Main.storyboard",
            "Segues/Base.lproj/Main.storyboard",
            "Tablet/Main.storyboard",
        ])
    }

    @Test(arguments: FixtureStoryboards.storyboards)
    func importMatchesRawCount(_ relativePath: String) throws {
        try RawCount.expectImportMatches(path: FixtureStoryboards.path(relativePath))
    }
}
