@card:bound-in-silence
Feature: Bound in Silence
  Enchant creature
  Enchanted creature can't attack or block.

  @ruling:2021-03-19 @rule:506.4 @rule:509.1h
  Rule: Attached to a creature already blocking, it leaves the block in place
    If Bound in Silence becomes attached to a creature that's already attacking or blocking, the creature continues to attack or block as normal.

    @id:alice-with-tidal-barracudas-flash-enchants-walking-corpse-as
    Scenario: Alice, with Tidal Barracuda's flash, enchants Walking Corpse as it blocks Grizzly Bears: it still blocks, and Bob takes no damage (not: "can't block" removes a blocker already declared)
      Given Alice controls a Grizzly Bears, a Tidal Barracuda, a Plains and two Forests
      And Alice has a Bound in Silence in her hand
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Bound in Silence targeting Walking Corpse
      And all players pass priority
      Then Bound in Silence is attached to Walking Corpse
      And Walking Corpse is blocking
      When the game advances to Alice's end of combat step
      Then Walking Corpse dealt 2 combat damage to Grizzly Bears
      And Bob's life total is 20
      And Walking Corpse is in his graveyard

  @ruling:2021-03-19 @rule:303.4f
  Rule: Put onto the battlefield without being cast, it targets nothing
    If you put Bound in Silence onto the battlefield without casting it, perhaps using the "recruiting" ability of a card like Amrou Scout, it will enter attached to a creature. You choose that creature as you're putting the Aura onto the battlefield. This doesn't target that creature, so you could have it enter the battlefield attached to a creature an opponent controls with hexproof, for example. If there's no creature on the battlefield it can be attached to, it stays in whatever zone it was in.

    # Not shown: no card the reference engine plays puts an Aura onto the battlefield without casting it (a
    # "recruiting" ability like Amrou Scout's), so there is no board on which the Aura enters attached to a hexproof
    # creature or stays where it was.

  @ruling:2024-06-07 @rule:205.3m @rule:308.1
  Rule: A kindred card has the creature types among its subtypes without being a creature
    Kindred is a card type that allows noncreature cards to have creature types. For example, Echoes of Eternity is an Eldrazi (although not a creature) while on the battlefield and an Eldrazi card (although not a creature card) in zones other than the battlefield.

    @id:on-the-battlefield-bound-in-silences-subtypes-are-rebel-and
    Scenario: On the battlefield, Bound in Silence's subtypes are Rebel and Aura, and it is no creature (not: a creature type makes it a creature)
      Given Alice controls a Grizzly Bears and a Bound in Silence attached to Grizzly Bears
      Then Bound in Silence's subtypes are Rebel and Aura
      And Bound in Silence's card types are Kindred and Enchantment
      And Bound in Silence is an Aura attached to Grizzly Bears
      And Grizzly Bears can't attack

  @ruling:2024-06-07
  Rule: Printed as tribal, now kindred: the same game play
    This cards was originally printed with the "tribal" card type. That card type has been replaced with "kindred". This change does not affect the gameplay function of this card.

    # Not shown: a renamed card type changes no game play; the scenario above plays it as kindred.

  @ruling:2024-06-07 @rule:308.1
  Rule: Kindred is a card type, counted among card types
    While it appears only on cards that already have other card types, kindred is a card type and will be counted by effects that refer to the number of card types among cards in a zone.

    # Not shown: no card the reference engine plays counts the card types among cards in a zone.
