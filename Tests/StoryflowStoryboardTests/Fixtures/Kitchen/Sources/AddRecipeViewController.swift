// Part of the Kitchen fixture app: scanned for unwind actions (`--sources`), never compiled.
import UIKit

final class AddRecipeViewController: UITableViewController {
    @IBAction func unwindWithSelectedCategory(_ segue: UIStoryboardSegue) {}
}
