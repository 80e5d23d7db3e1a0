import Storyflow

/// Builds synthetic flows of any size for benchmarks and tests, reproducibly from a seed.
///
/// ```swift
/// let flow = SyntheticFlowGenerator(sceneCount: 1000, shape: .app, seed: 7).makeFlow()
/// flow.scenes.count   // 1000
/// ```
///
/// - ``Shape/app`` is shaped like a real app: a tab bar of navigation stacks, pushes a few levels
///   deep, modals presented in their own navigation controllers, and unwinds back (about 10%).
/// - ``Shape/deep`` is the worst case for layout: one navigation stack where every scene is pushed
///   from one of the twelve scenes before it, so the flow has hundreds of ranks.
public struct SyntheticFlowGenerator: Sendable {
    /// The overall shape of the generated flow.
    public enum Shape: String, Sendable, CaseIterable {
        case app, deep
    }

    /// How many scenes the flow has, containers included (at least 2).
    public var sceneCount: Int
    public var shape: Shape
    /// The same seed always gives the same flow.
    public var seed: UInt64

    /// Creates a generator.
    public init(sceneCount: Int, shape: Shape, seed: UInt64 = 1) {
        self.sceneCount = max(2, sceneCount)
        self.shape = shape
        self.seed = seed
    }

    /// Generates the flow.
    public func makeFlow() -> Flow {
        var builder = SyntheticFlowBuilder(name: "Synthetic \(shape.rawValue) \(sceneCount)", seed: seed)
        switch shape {
        case .app: builder.buildApp(sceneCount: sceneCount)
        case .deep: builder.buildDeep(sceneCount: sceneCount)
        }
        return builder.flow
    }
}
