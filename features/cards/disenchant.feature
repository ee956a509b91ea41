@card:disenchant
Feature: Disenchant
  Destroy target artifact or enchantment.

  @ruling:2004-10-04
  Rule: Not modal: a target that changed between artifact and enchantment is still destroyed
    This is not modal. If the target changes from an artifact to an enchantment or vice versa, this still destroys it.

    # Not shown: no effect the reference engine models changes an artifact into an enchantment or back
    # (CR 205.1, 613.1d), so a target can't change between the two while Disenchant is on the stack.
    # Disenchant destroying an enchantment is shown with Phyrexian Unlife.
