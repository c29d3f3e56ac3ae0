// Gatsby's Link calls window.___loader; components under test only need it to exist.
global.___loader = { enqueue: jest.fn() }
