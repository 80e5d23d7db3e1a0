// Placeholder until the tests are written; delete when adding real tests.
