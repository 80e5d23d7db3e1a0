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

    /// An unwind of a generated flow as Graphviz 2.42 draws it: its arrowhead points up and left into
    /// the top right of its destination, and its label starts below the arrowhead's base.
    private static func unwind(labelAt x: Double, _ y: Double) -> String {
        """
        <svg>
        <!-- s19&#45;&gt;s7 -->
        <g id="segue&#45;E156" class="edge segue unwind">
        <title>s19:w&#45;&gt;s7:e</title>
        <path fill="none" stroke="#2e7d32" d="M1518.1,-1896.7C1518.1,-1896.7 1467.7,-1681.4 1418.4,-1648 1381.6,-1623.1 1257.8,-1627.4 1218.4,-1648 1162.3,-1677.4 1132.2,-1755.6 1123.8,-1780.5"/>
        <polygon fill="#2e7d32" stroke="#2e7d32" points="1121.4,-1788.2 1120.34,-1779.49 1122.3,-1784.29 1123.49,-1780.47 1123.78,-1780.56 1124.07,-1780.65 1122.88,-1784.47 1127.22,-1781.63 1121.4,-1788.2 1121.4,-1788.2"/>
        <text text-anchor="middle" x="\(x)" y="\(y)" font-family="DejaVu Sans,Symbola" font-size="8.50" fill="#2e7d32">unwindToS56:</text>
        </g>
        </svg>
        """
    }

    @Test func aLabelUnderASlantedArrowheadsCornerIsClear() {
        // The label's top left lies a point inside the arrowhead's bounding box, but below the arrowhead.
        let drawn = EdgeGeometry(svg: Self.unwind(labelAt: 1156.1, -1773.6))
        #expect(drawn.labelCollisions == 0, "\(drawn.problems)")
        // Six points left and up, it lies over the arrowhead's base.
        let moved = EdgeGeometry(svg: Self.unwind(labelAt: 1150, -1780))
        #expect(moved.problems == ["s19->s7's label lies over its head"])
    }
}
