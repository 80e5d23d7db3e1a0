import Foundation

/// What is wrong with a JSON flow, in words, and where: the line and column of a syntax error
/// (from the byte offset Foundation's `JSONSerialization` reports), else the key path of the value
/// at fault (`scenes[2].kind`), with what was expected there.
///
/// ```swift
/// FlowJSONProblem(error, in: data).message
/// // "scenes[2].kind: 'screen' is not a scene kind; expected one of viewController, tableViewController, …"
/// // "unexpected 'x'; expected ',' or a closing bracket" at line 2, column 7
/// ```
public struct FlowJSONProblem: Hashable, Sendable {
    /// The 1-based line of a syntax error; `nil` for a problem named by its key path.
    public var line: Int?
    /// The 1-based column of a syntax error, counted in characters; `nil` with ``line``.
    public var column: Int?
    /// What is wrong, in words, led by the key path of the value at fault when there is one.
    public var message: String

    /// Describes `error`, met while decoding `data`.
    public init(_ error: DecodingError, in data: Data) {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self = Self.syntaxProblem(in: data) ?? FlowJSONProblem(message: Self.sentence(context.debugDescription))
        case .dataCorrupted(let context):
            self.init(message: Self.at(context, Self.invalidValue(context.debugDescription, at: context.codingPath, in: data)))
        case .keyNotFound(let key, let context):
            let place = Self.path(context.codingPath)
            self.init(message: (place.isEmpty ? "" : "\(place): ") + "the key '\(key.stringValue)' is missing")
        case .typeMismatch(let type, let context):
            self.init(message: Self.at(context, "expected \(Self.jsonWord(for: type)), found \(Self.found(in: context.debugDescription))"))
        case .valueNotFound(let type, let context):
            self.init(message: Self.at(context, "expected \(Self.jsonWord(for: type)), found null"))
        @unknown default:
            self.init(message: String(describing: error))
        }
    }

    private init(line: Int? = nil, column: Int? = nil, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// A syntax error's place and words: Foundation's parser names the byte offset.
    private static func syntaxProblem(in data: Data) -> FlowJSONProblem? {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            return FlowJSONProblem(message: "the file is empty; expected a JSON object such as {\"name\": …, \"scenes\": […]}")
        }
        if let invalid = UTF8Check.firstInvalidByte(in: data) {
            return FlowJSONProblem(
                line: invalid.line, column: invalid.column,
                message: "the file is not UTF-8 text: byte \(invalid.hex) is not part of any character; JSON flows are UTF-8"
            )
        }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            if description.contains("end of file") {
                let (line, column) = position(of: data.count, in: data)
                return FlowJSONProblem(line: line, column: column, message: "the JSON ends early: a closing '}', ']' or '\"' is missing")
            }
            guard let offset = description.firstMatch(of: /character (\d+)/).flatMap({ Int($0.1) }), offset <= data.count else {
                return FlowJSONProblem(message: sentence(description))
            }
            let (line, column) = position(of: offset, in: data)
            return FlowJSONProblem(line: line, column: column, message: unexpected(at: offset, in: data))
        }
    }

    /// The 1-based line and column (in characters) of a byte offset.
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        let before = data.prefix(offset)
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        return (line, String(decoding: before[lineStart...], as: UTF8.self).count + 1)
    }

    /// What is at `offset`, and what the JSON grammar allows after the text before it.
    private static func unexpected(at offset: Int, in data: Data) -> String {
        let rest = data.dropFirst(offset)
        let found = rest.first.map { byte -> String in
            let character = String(decoding: rest.prefix(4), as: UTF8.self).first.map(String.init) ?? "?"
            return byte < 0x20 ? "a control character" : "'\(character)'"
        } ?? "the end of the file"
        let previous = data.prefix(offset).last { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let expected = switch previous.map({ Character(Unicode.Scalar($0)) }) {
        case "{": "a key in double quotes or '}'"
        case ":", ",", "[", nil: "a value (a string in double quotes, a number, true, false, null, an object or an array)"
        default: "',' or a closing '}' or ']'"
        }
        return "unexpected \(found); expected \(expected)"
    }

    /// `path: message`, or the message alone at the top level.
    private static func at(_ context: DecodingError.Context, _ message: String) -> String {
        let place = path(context.codingPath)
        return place.isEmpty ? message : "\(place): \(message)"
    }

    /// A coding path as a person writes it: `scenes[2].kind`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        let text = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }

    /// An enum value that is not one of its cases, with the cases it may be.
    private static func invalidValue(_ description: String, at codingPath: [any CodingKey], in data: Data) -> String {
        guard let match = description.firstMatch(of: /Cannot initialize (\w+) from invalid \w+ value (.*)/) else {
            return sentence(description)
        }
        let (typeName, value) = (String(match.1), String(match.2))
        guard let allowed = allowedValues[typeName] ?? sharedNameValues(typeName, at: codingPath, in: data) else {
            return "'\(value)' is not a valid \(typeName)"
        }
        return "'\(value)' is not a valid \(typeName); expected one of \(allowed.joined(separator: ", "))"
    }

    /// The words of an enum whose name several of the model's enums share (`Kind`, `Style`), told
    /// apart by where the value sits: a trigger's `kind`, or the `type` of the element holding it.
    private static func sharedNameValues(_ typeName: String, at codingPath: [any CodingKey], in data: Data) -> [String]? {
        let holder = codingPath.dropLast()
        if holder.last?.stringValue == "trigger" {
            return typeName == "Kind" ? Trigger.Kind.allCases.map(\.rawValue) : nil
        }
        switch (typeName, elementType(at: Array(holder), in: data)) {
        case ("Kind", "group"): return ViewGroup.Kind.allCases.map(\.rawValue)
        case ("Kind", "control"): return Control.Kind.allCases.map(\.rawValue)
        case ("Style", "table"): return Table.Style.allCases.map(\.rawValue)
        // A cell (`…cells[2]`) has no `type`; a table inside a custom cell does.
        case ("Style", nil) where holder.dropLast().last?.stringValue == "cells": return Cell.Style.allCases.map(\.rawValue)
        default: return nil
        }
    }

    /// The `type` of the JSON object at `path` (an element's), when there is one.
    private static func elementType(at path: [any CodingKey], in data: Data) -> String? {
        var value = try? JSONSerialization.jsonObject(with: data)
        for key in path {
            if let index = key.intValue {
                guard let array = value as? [Any], array.indices.contains(index) else { return nil }
                value = array[index]
            } else {
                value = (value as? [String: Any])?[key.stringValue]
            }
        }
        return (value as? [String: Any])?["type"] as? String
    }

    /// The words of the model's enums whose names are their own, by type name.
    private static let allowedValues: [String: [String]] = [
        "SceneKind": SceneKind.allCases.map(\.rawValue),
        "SegueKind": SegueKind.allCases.map(\.rawValue),
        "Device": Device.allCases.map(\.rawValue),
        "BarButtonSystemItem": BarButtonSystemItem.allCases.map(\.rawValue),
        "CellContent": Table.CellContent.allCases.map(\.rawValue),
        "Accessory": Cell.Accessory.allCases.map(\.rawValue),
        "Axis": StackView.Axis.allCases.map(\.rawValue),
        "Resolution": Unwind.Resolution.allCases.map(\.rawValue),
        "Origin": Segue.Origin.allCases.map(\.rawValue),
        "ElementType": Element.jsonTypes,
    ]

    /// What JSON value a Swift type is decoded from.
    private static func jsonWord(for type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Double.Type, is Float.Type: "a number"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    /// The kind of value Foundation found, from "Expected to decode Int but found a string instead."
    private static func found(in description: String) -> String {
        guard let match = description.firstMatch(of: /found (.*?) instead/) else { return "another kind of value" }
        return String(match.1)
    }

    /// Foundation's sentence as a diagnostic writes it: lower-case start, no full stop.
    private static func sentence(_ text: String) -> String {
        let trimmed = text.hasSuffix(".") ? String(text.dropLast()) : text
        return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
    }
}
