Feature: 111. Tokens
  Each paragraph of CR 111 (2026-09-25) is quoted verbatim under its number; its scenarios show it on a board.

  @rule:111.1
  Rule: 111.1
    Some effects put tokens onto the battlefield. A token is a marker used to represent any permanent that isn’t represented by a card.

    @id:raise-the-alarm-puts-two-soldier-tokens-onto-the-battlefield
    Scenario: Raise the Alarm puts two Soldier tokens onto the battlefield, creatures in no other zone (not: one token for "create", or cards put in a hand)
      Given Alice has a Raise the Alarm in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Raise the Alarm
      And all players pass priority
      Then Alice controls two Soldier tokens
      And Alice controls two creatures
      And Raise the Alarm is in her graveyard
      And Alice has no cards in her hand

  @rule:111.2
  Rule: 111.2
    The player who creates a token is its owner. The token enters the battlefield under that player’s control.

    @id:raise-the-alarm-cast-on-bobs-turn-makes-alices-tokens
    Scenario: Raise the Alarm cast in Bob's turn makes Alice's tokens, under her control (not: the active player's)
      Given it is Bob's precombat main phase
      And Alice has a Raise the Alarm in her hand
      And Alice's mana pool holds {W}{C}
      When Bob passes priority
      And Alice casts Raise the Alarm
      And all players pass priority
      Then Alice controls two Soldier tokens
      And Bob controls no Soldier tokens

  @rule:111.3
  Rule: 111.3
    The spell or ability that creates a token may define the values of any number of characteristics for the token. This becomes the token’s “text.” The characteristic values defined this way are functionally equivalent to the characteristic values that are printed on a card; for example, they define the token’s copiable values. A token doesn’t have any characteristics not defined by the spell or ability that created it.

    # CR example: Jade Mage has the ability “{2}{G}: Create a 1/1 green Saproling creature token.” The resulting token has no mana cost, supertypes, rules text, or abilities.

    @id:aviation-pioneers-thopter-is-a-colorless-1-1-artifact-creature
    Scenario: Aviation Pioneer's Thopter is a colorless 1/1 Thopter artifact creature with flying and no mana cost (not: blue, the color of the creature that made it)
      Given Alice has an Aviation Pioneer in her hand
      And Alice's mana pool holds {U}{C}{C}
      When Alice casts Aviation Pioneer
      And all players pass priority
      Then Aviation Pioneer's ability triggered once
      When all players pass priority
      Then Alice controls one Thopter token
      And Thopter Token is a 1/1 creature
      And Thopter Token's color is colorless
      And Thopter Token's card types are Artifact and Creature
      And Thopter Token's subtypes are Thopter
      And Thopter Token has flying
      And Thopter Token's mana value is 0

    @id:the-thopter-is-an-artifact-disenchant-may-target-and-destroy-it
    Scenario: The Thopter is an artifact: Disenchant may target it and destroys it (not: a creature token with no other card type)
      Given Alice has an Aviation Pioneer in her hand
      And Alice's mana pool holds {U}{C}{C}
      And Bob has a Disenchant in his hand
      And Bob's mana pool holds {W}{C}
      When Alice casts Aviation Pioneer
      And all players pass priority
      And all players pass priority
      Then Alice controls one Thopter token
      When Alice passes priority
      And Bob casts Disenchant targeting Thopter Token
      And all players pass priority
      Then Alice controls no Thopter tokens
      And Alice controls one creature
      And Aviation Pioneer is on the battlefield

  @rule:111.4
  Rule: 111.4
    A spell or ability that creates a token sets both its name and its subtype(s). If the spell or ability doesn’t specify the name of the token, its name is the same as its subtype(s) plus the word “Token.” Once a token is on the battlefield, changing its name doesn’t change its subtype(s), and vice versa.

    # CR example: Dwarven Reinforcements is a sorcery that says, in part, “Create two 2/1 red Dwarf Berserker creature tokens.” The tokens created as it resolves are each named Dwarf Berserker Token and each have the creature types Dwarf and Berserker.
    # CR example: Minsc, Beloved Ranger says, in part, “When Minsc enters, create Boo, a legendary 1/1 red Hamster creature token with trample and haste.” That token’s subtype is Hamster, but because Minsc specifies that the token’s name is Boo, neither “Hamster” nor “Token” are part of its name.
    # CR example: Spitting Image is a sorcery that says, in part, “Create a token that’s a copy of target creature.” All of that token’s characteristics will match the copiable characteristics of the creature targeted by that spell. If Spitting Image targets Doomed Dissenter, a Human creature, the name of the token the spell creates will be Doomed Dissenter, not Human Token or Doomed Dissenter Token.

    @id:doomed-dissenters-token-is-named-zombie-token-a-2-2-black-zombie
    Scenario: Doomed Dissenter dies and its ability makes a Zombie Token, a 2/2 black Zombie (not: named for the card that made it, nor a Human)
      Given Alice controls a Doomed Dissenter
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Doomed Dissenter
      And all players pass priority
      Then Doomed Dissenter is in her graveyard
      And Doomed Dissenter's ability triggered once
      When all players pass priority
      Then Alice controls one Zombie token
      And Zombie Token is a 2/2 creature
      And Zombie Token's color is black
      And Zombie Token's subtypes are Zombie

  @rule:111.7
  Rule: 111.7
    A token that’s in a zone other than the battlefield ceases to exist. This is a state-based action; see rule 704. (Note that if a token changes zones, applicable triggered abilities will trigger before the token ceases to exist.)

    @rule:704.5d
    @id:the-zombie-token-dies-and-ceases-to-exist-and-makes-no-zombie
    Scenario: The Zombie token dies in turn and ceases to exist, making no Zombie of its own (not: left in the graveyard, or given its maker's ability)
      Given Alice controls a Doomed Dissenter
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Shock targeting Doomed Dissenter
      And all players pass priority
      And all players pass priority
      Then Alice controls one Zombie token
      When Alice passes priority
      And Bob casts Shock targeting Zombie Token
      And all players pass priority
      Then one token was created, died and ceased to exist
      And Alice controls no Zombie tokens
      And the stack is empty
