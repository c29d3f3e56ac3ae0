// Compiles test and source files the way Gatsby does (see jest.config.js).
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
})
