@card:arc-lightning
Feature: Arc Lightning
  Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.

  @ruling:2014-09-20 @rule:608.2b @rule:601.2d
  Rule: An illegal target gets none of the damage, and the others keep their share
    If some of the creatures are illegal targets as Arc Lightning tries to resolve, the original division of damage still applies but no damage is dealt to the illegal targets. If all targets are illegal, Arc Lightning doesn’t resolve.

    @id:its-creature-target-gone-bob-is-still-dealt-only-his-1-not
    Scenario: Its creature target gone, Bob is still dealt only his 1 (not: the damage divided again)
      Given Bob controls a Grimgrin, Corpse-Born and a Grizzly Bears
      And Alice has an Arc Lightning in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Arc Lightning targeting Bob's Grizzly Bears and Bob, dividing the damage 2 and 1
      And Alice passes priority
      And Bob activates Grimgrin, Corpse-Born, sacrificing Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Bob's life total is 19
      And Arc Lightning dealt 1 noncombat damage
      And Arc Lightning is in her graveyard

    @id:its-only-target-gone-arc-lightning-doesnt-resolve-and-deals
    Scenario: Its only target gone, Arc Lightning doesn't resolve and deals no damage
      Given Bob controls a Grimgrin, Corpse-Born and a Grizzly Bears
      And Alice has an Arc Lightning in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Arc Lightning targeting Bob's Grizzly Bears
      And Alice passes priority
      And Bob activates Grimgrin, Corpse-Born, sacrificing Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Arc Lightning dealt no noncombat damage
      And Arc Lightning is in her graveyard
      And the stack is empty

  @ruling:2014-09-20 @rule:601.2d
  Rule: The number of targets and the division are chosen as Arc Lightning is cast, at least 1 to each
    You choose how many targets Arc Lightning has and how the damage is divided as you cast the spell. Each target must receive at least 1 damage.

    @id:three-targets-are-dealt-1-damage-each
    Scenario: Three targets are dealt 1 damage each
      Given Bob controls a Grizzly Bears and a Walking Corpse
      And Alice has an Arc Lightning in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Arc Lightning targeting Bob's Grizzly Bears and Bob's Walking Corpse and Bob, dividing the damage 1, 1 and 1
      And all players pass priority
      Then Grizzly Bears has 1 damage marked on it
      And Walking Corpse has 1 damage marked on it
      And Bob's life total is 19

    @id:two-targets-cant-take-3-damage-as-3-and-0-not-the-second
    Scenario: Two targets can't take 3 damage as 3 and 0 (not: the second target chosen for nothing)
      Given Bob controls a Grizzly Bears
      And Alice has an Arc Lightning in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice tries to cast Arc Lightning targeting Bob's Grizzly Bears and Bob, dividing the damage 3 and 0
      Then that is illegal
      And Arc Lightning is in her hand

    @id:a-division-that-doesnt-add-up-to-3-is-illegal-not-the-rest
    Scenario: A division that doesn't add up to 3 is illegal (not: the rest of the damage dropped)
      Given Bob controls a Grizzly Bears
      And Alice has an Arc Lightning in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice tries to cast Arc Lightning targeting Bob's Grizzly Bears and Bob, dividing the damage 1 and 1
      Then that is illegal
      And Alice's mana pool is {R}{C}{C}

    @rule:601.2c
    @id:four-targets-are-more-than-one-two-or-three
    Scenario: Four targets are more than "one, two, or three"
      Given Bob controls a Grizzly Bears and a Walking Corpse
      And Alice controls a Llanowar Elves
      And Alice has an Arc Lightning in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice tries to cast Arc Lightning targeting Bob's Grizzly Bears and Bob's Walking Corpse and Llanowar Elves and Bob, dividing the damage 1, 1 and 1
      Then that is illegal
      And Arc Lightning is in her hand
