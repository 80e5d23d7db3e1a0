import Testing

/// The measure ``ReadablePagesTests`` reports, on edges drawn as Graphviz draws them.
@Suite struct EdgeGeometryTests {
    /// FriendList's `editDetail` present as Graphviz 14 draws it: the label ends 3 points before the
    /// arrowhead, at DejaVu Sans's widths (at 0.6 em a character it was taken to run 2 points into it).
    private static func page(labelAt x: Double, text: String = "editDetail") -> String {
        """
        <svg>
        <!-- s2&#45;&gt;s3 -->
        <g id="segue&#45;Detail_editDetail" class="edge segue present">
        <title>s2:e&#45;&gt;s3</title>
        <path fill="none" stroke="#5a4fcf" d="M655.98,-321.62C674.84,-321.62 695.13,-321.59 714.23,-321.54"/>
        <polygon fill="#5a4fcf" stroke="#5a4fcf" points="713.98,-324.34 721.97,-321.52 713.96,-318.74 713.98,-324.34"/>
        <text xml:space="preserve" text-anchor="middle" x="\(x)" y="-324.04" font-family="DejaVu Sans,Symbola" font-size="8.50">\(text)</text>
        </g>
        </svg>
        """
    }

    @Test func aLabelEndingBeforeItsArrowheadIsClear() {
        let drawn = EdgeGeometry(svg: Self.page(labelAt: 690.23))
        #expect(drawn.edges.count == 1 && drawn.edges.first?.label != nil && drawn.edges.first?.head != nil)
        #expect(drawn.labelCollisions == 0, "\(drawn.problems)")
    }

    @Test func aLabelRunningIntoItsArrowheadCollides() {
        // Four points further right, its last letters lie over the arrowhead.
        let moved = EdgeGeometry(svg: Self.page(labelAt: 694.5))
        #expect(moved.labelCollisions == 1)
        #expect(moved.problems == ["s2->s3's label lies over its head"])
        // Capitals are wider than lower case: the same place with the label in capitals collides.
        #expect(EdgeGeometry(svg: Self.page(labelAt: 690.23, text: "EDITDETAIL")).labelCollisions == 1)
    }
}
