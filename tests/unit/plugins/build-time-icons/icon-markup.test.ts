import { contentIconMarkup, withIconMarkup } from "../../../../plugins/build-time-icons/icon-markup"
import { contentIcons } from "../../../../plugins/build-time-icons/icon-set"

describe("withIconMarkup", () => {
  const [name] = Object.keys(contentIcons)

  it("adds each icon's markup beside its name, at any depth", () => {
    expect(withIconMarkup({ cards: [{ icon: name }] })).toEqual({
      cards: [{ icon: name, iconSvg: contentIconMarkup(name) }],
    })
  })

  it("draws no icon for one not yet chosen (a new card in the content manager)", () => {
    expect(withIconMarkup({ icon: "" })).toEqual({ icon: "" })
  })
})
