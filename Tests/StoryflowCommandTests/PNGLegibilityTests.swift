import Foundation
import GraphvizRender
@testable import StoryflowCommand
import Testing

@Suite struct PNGLegibilityTests {
    /// The first 24 bytes of a PNG of the given size: signature, IHDR length and type, width, height.
    private static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return Data(bytes)
    }

    @Test func aPNGWithinItsBudgetAtOnePixelPerPointIsFine() {
        let legibility = PNGLegibility(result: RenderResult(data: Self.png(width: 3000, height: 2000), dpi: 144), requestedDPI: 192, pixelBudget: 16_000_000)
        #expect(legibility?.width == 3000 && legibility?.height == 2000)
        #expect(legibility?.warning == nil)
    }

    @Test func aPNGOverItsBudgetToStayLegibleSaysHowToGetPages() throws {
        let legibility = PNGLegibility(result: RenderResult(data: Self.png(width: 4124, height: 23992), dpi: 72), requestedDPI: 192, pixelBudget: 16_000_000)
        let warning = try #require(legibility?.warning)
        #expect(warning == "the PNG takes 4124×23992 pixels (98.9 megapixels, over the 16-megapixel budget) to keep 1 pixel per point; draw readable pages with --split storyboard|tab|stack, or one part with --focus SCENE")
    }

    @Test func aPNGBelowOnePixelPerPointIsReported() throws {
        let legibility = PNGLegibility(result: RenderResult(data: Self.png(width: 32_700, height: 900), dpi: 54), requestedDPI: 192, pixelBudget: nil)
        let warning = try #require(legibility?.warning)
        #expect(warning.hasPrefix("the PNG is too large for 1 pixel per point: drawn at 0.75 pixels per point (32700×900 pixels"))
        #expect(warning.contains("--split") && warning.contains("--focus"))
        #expect(PNGLegibility(result: RenderResult(data: Data("<svg/>".utf8)), requestedDPI: 192, pixelBudget: nil) == nil)
        // A low resolution asked for on purpose is the user's choice.
        #expect(PNGLegibility(result: RenderResult(data: Self.png(width: 900, height: 600), dpi: 48), requestedDPI: 48, pixelBudget: nil)?.warning == nil)
    }
}
