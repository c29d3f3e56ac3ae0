import { contentIcons, socialIcons } from "../../../../plugins/build-time-icons/icon-set"
import { loadSchemas } from "../../../../plugins/content-model/load-schemas"
import { repoRoot } from "../../support/repo-root"

const { schemas } = loadSchemas(repoRoot)

describe("the icon set", () => {
  it("draws exactly the icons the content's schemas offer editors", () => {
    const common = schemas.get("common.schema.json")!
    expect([...(common.$defs!.IconName.enum as string[])].sort()).toEqual(Object.keys(contentIcons).sort())
    const site = schemas.get("site.schema.json")!
    const socialEnum = site.$defs!.Footer.properties!.socialIcons.items!.enum as string[]
    expect([...socialEnum].sort()).toEqual(Object.keys(socialIcons).sort())
  })
})
