import "@testing-library/jest-dom"
import { rememberRichText } from "../../../plugins/content-model/rich-text"

// As a build does: each rich text is parsed once in a test file, however many checks read it.
rememberRichText()
