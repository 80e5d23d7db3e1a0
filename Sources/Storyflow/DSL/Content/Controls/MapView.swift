/// A map view (`MKMapView`).
///
/// ```swift
/// ViewController("Nearby") { MapView() }
/// ```
/// The flow gives it an id from its position (`Home.mapView0`).
public struct MapView: ElementConvertible {
    let control: Control

    /// A map.
    public init() {
        control = Control(id: "", kind: .mapView)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
