Feature: 602. Activating Activated Abilities
  Which ability a player activates, as far as the cards in scope need it. Each paragraph of CR 602
  (2026-04-17) that the reference engine models is quoted verbatim under its number; its scenarios show it on
  a board.

  @rule:602.2a
  Rule: 602.2a
    The player announces that they are activating the ability. If an activated ability is being activated from a hidden zone, the card that has that ability is revealed (see rule 701.20a). That ability is created on the stack as an object that’s not a card. It becomes the topmost object on the stack. It has the text of the ability that created it, and no other characteristics. Its controller is the player who activated the ability. The ability remains on the stack until it’s countered, it resolves, or an effect moves it elsewhere.

    @id:announcing-chained-brutes-first-ability-activates-it
    Scenario: Announcing Chained Brute's first ability activates it
      Given Alice controls a tapped Chained Brute and a Walking Corpse
      And Alice's mana pool holds {C}
      When Alice activates Chained Brute's first ability, sacrificing Walking Corpse
      Then the top of the stack is an ability of Chained Brute
      When all players pass priority
      Then Chained Brute is untapped

    @id:chained-brute-has-no-second-ability-to-announce
    Scenario: Chained Brute has no second ability to announce
      Given Alice controls a tapped Chained Brute and a Walking Corpse
      And Alice's mana pool holds {C}
      When Alice tries to activate Chained Brute's second ability, sacrificing Walking Corpse
      Then that is illegal
      And the stack is empty

    @id:an-ability-announced-by-its-text
    Scenario: An ability announced by its text
      Given Alice controls a tapped Grimgrin, Corpse-Born and a Walking Corpse
      When Alice activates Grimgrin, Corpse-Born's ability "Sacrifice another creature: Untap Grimgrin and put a +1/+1 counter on it.", sacrificing Walking Corpse
      Then the top of the stack is an ability of Grimgrin, Corpse-Born

    @rule:605.3b
    @id:a-mana-ability-announced-by-its-text
    Scenario: A mana ability announced by its text
      Given Alice controls a Mana Vault
      When Alice activates Mana Vault's ability "{T}: Add {C}{C}{C}."
      Then Alice's mana pool is {C}{C}{C}

    @id:a-permanent-without-activated-abilities-has-none-to-activate
    Scenario: A permanent without activated abilities has none to activate
      Given Alice controls a Stasis
      When Alice tries to activate Stasis
      Then that is illegal

    @id:an-ability-announced-by-a-text-the-permanent-doesnt-have
    Scenario: An ability announced by a text the permanent doesn't have can't be activated
      Given Alice controls a Hangarback Walker with one +1/+1 counter
      When Alice tries to activate Hangarback Walker's ability "{T}: Add {G}."
      Then that is illegal
      And Hangarback Walker is untapped
