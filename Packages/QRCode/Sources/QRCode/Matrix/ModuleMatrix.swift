/// A square grid of modules under construction, remembering which ones belong to function
/// patterns so that data placement and masking leave them alone.
struct ModuleMatrix {
    let size: Int
    private(set) var modules: [Bool]
    private(set) var isFunction: [Bool]

    init(size: Int) {
        self.size = size
        modules = Array(repeating: false, count: size * size)
        isFunction = Array(repeating: false, count: size * size)
    }

    subscript(x: Int, y: Int) -> Bool {
        get { modules[y * size + x] }
        set { modules[y * size + x] = newValue }
    }

    func isFunction(x: Int, y: Int) -> Bool { isFunction[y * size + x] }

    mutating func setFunction(x: Int, y: Int, dark: Bool) {
        modules[y * size + x] = dark
        isFunction[y * size + x] = true
    }
}
