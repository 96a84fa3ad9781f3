import Foundation
import FoundationNetworking

struct Download {
    let url: URL
}
