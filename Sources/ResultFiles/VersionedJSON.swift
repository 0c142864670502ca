import Foundation

/// Reading a JSON file that `bench` wrote with a format version: the version first, then the
/// whole document.
///
/// Result files (`format`) and the gate's baseline (`version`) are refused by their version
/// number when it is not the one this build reads, rather than by whichever field changed
/// meaning since; this is that two-step read, written once. Each reader turns a ``Failure`` into
/// its own error, and ``ResultFile/describe(_:)`` says in one line what a decoding error is about.
public enum VersionedJSON {
  /// Why a versioned file could not be decoded.
  public enum Failure: Error {
    /// The file's version is not the one asked for.
    case unsupportedVersion(found: Int)
    /// The decoder refused the version field or the document.
    case undecodable(any Error)
  }

  /// The part of a file read before the rest: the field that holds its version.
  public protocol Header: Decodable {
    var version: Int { get }
  }

  /// Decodes `data` as a `Document` after checking that the version its `Header` reads is
  /// `current`.
  /// - Throws: ``Failure/unsupportedVersion(found:)`` for another version (the document is not
  ///   decoded), ``Failure/undecodable(_:)`` with the decoder's error otherwise.
  public static func decode<Document: Decodable, Version: Header>(
    _ type: Document.Type, from data: Data, header: Version.Type, current: Int, decoder: JSONDecoder = JSONDecoder()
  ) throws(Failure) -> Document {
    let version: Int
    do { version = try decoder.decode(header, from: data).version } catch { throw .undecodable(error) }
    guard version == current else { throw .unsupportedVersion(found: version) }
    do { return try decoder.decode(type, from: data) } catch { throw .undecodable(error) }
  }
}
