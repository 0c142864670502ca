import LayoutModel
import Testing
import VisualFormat

/// `Layout.addConstraints(withVisualFormat:)`: produced constraints pass the model's validation.
@Suite struct LayoutIntegrationTests {
  static let seedFormats: [(format: String, options: FormatOptions)] = [
    ("H:[label(<=100@250)]", []), ("V:[Place][Player0]|", []), ("H:|[Player0][Player1]", []),
    ("H:|-[button]-|", []), ("H:[button(>=50)]", []), ("H:|-50-[purpleBox]-50-|", []),
    ("V:[topField]-10-[bottomField]", []), ("H:[maroonView][blueView]", []),
    ("H:[button(100@20)]", []), ("H:[button1(==button2)]", []), ("H:[flexibleButton(>=70,<=100)]", []),
    ("H:|-[find]-[findNext]-[findField(>=20)]-|", [.alignAllBaselines]),
    ("V:|-[topField]-[bottomField]", [.alignAllLeading, .alignAllTrailing]),
    ("H:|-[find]-[findNext]-|", [.directionLeftToRight, .alignAllCenterY]),
    ("H:|-[find]-[findNext]-|", [.directionRightToLeft]),
  ]

  @Test func seedFormatsAddValidConstraints() throws {
    let names = [
      "label", "Place", "Player0", "Player1", "button", "purpleBox", "topField", "bottomField",
      "maroonView", "blueView", "button1", "button2", "flexibleButton", "find", "findNext", "findField",
    ]
    var f = try Fixture(names)
    var expectedCount = 0
    for (format, options) in Self.seedFormats {
      let produced = try f.constraints(format, options: options)
      for constraint in produced { try f.layout.validate(constraint) }
      let added = try f.layout.addConstraints(withVisualFormat: format, options: options, views: f.views)
      #expect(added.count == produced.count)
      #expect(Array(f.layout.constraints[added]) == produced)
      expectedCount += produced.count
    }
    #expect(f.layout.constraints.count == expectedCount)
  }

  @Test func centeringTrickIsValidInTheModel() throws {
    var layout = Layout(rootSize: Size(width: 400, height: 300))
    let superview = try layout.addView("superview", in: .root)
    let subview = try layout.addView("subview", in: superview)
    try layout.addConstraints(
      withVisualFormat: "V:[superview]-(<=1)-[subview]", options: .alignAllCenterX,
      views: ["superview": superview, "subview": subview])
    #expect(layout.constraints.count == 2)
  }

  @Test func addingByLayoutNames() throws {
    var f = try Fixture(["a", "b"])
    let added = try f.layout.addConstraints(withVisualFormat: "|-[a]-[b]-|", metrics: [:])
    #expect(added == 0..<3)
    #expect(f.layout.describe(f.layout.constraints[1]) == "b.leading == a.trailing + 8")
  }

  @Test func failingFormatLeavesTheLayoutUnchanged() throws {
    var f = try Fixture(["a", "b"])
    #expect(throws: VisualFormatError.self) {
      try f.layout.addConstraints(withVisualFormat: "|-[a]-[b]-[ghost]", views: f.views)
    }
    #expect(f.layout.constraints.isEmpty)
  }
}

extension FormatOptions {
  /// Both baselines: a common combination in forms.
  static let alignAllBaselines: FormatOptions = [.alignAllFirstBaseline, .alignAllLastBaseline]
}
